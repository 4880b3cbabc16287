import { z } from 'zod';
import { defineRoute } from '../common/route';
import { errorResponses, zId } from '../common/common.schemas';
import { ZRegisterAnswer, ZRegisterBody, ZTabCount } from './accounts.schemas';

const tags = ['accounts'];

export const accountsRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/user/register',
    summary: 'Register an organisation and its first user (an admin of it)',
    tags,
    access: 'public',
    body: ZRegisterBody,
    responses: { 201: ZRegisterAnswer, ...errorResponses },
  }),
  userTabs: defineRoute({
    method: 'GET',
    path: '/user/:userId/tabs',
    summary: 'Unread notification counts per dashboard tab',
    tags,
    access: 'member',
    params: z.object({ userId: zId }),
    responses: { 200: z.array(ZTabCount), ...errorResponses },
  }),
} as const;
