import { z } from 'zod';
import { defineRoute } from '../common/route';
import { zId } from '../common/common.schemas';
import { ZRegisterAnswer, ZRegisterBody, ZTabCount } from './accounts.schemas';

const tag = 'accounts';

export const accountsRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/user/register',
    operationId: 'registerOrganization',
    summary: 'Register an organisation and its first user (an admin of it)',
    description:
      'Creates a member organisation with the default sector and type, and its first user as its administrator. ' +
      'A taken user name or e-mail address answers 409.',
    tag,
    access: 'public',
    body: ZRegisterBody,
    responses: { 201: ZRegisterAnswer },
    errors: [409],
  }),
  userTabs: defineRoute({
    method: 'GET',
    path: '/user/:userId/tabs',
    operationId: 'listTabCounts',
    summary: 'Unread notification counts per dashboard tab',
    description: "The caller's own counts; another user's answer 403 unless the caller is the supervisor.",
    tag,
    access: 'member',
    params: z.object({ userId: zId }),
    responses: { 200: z.array(ZTabCount) },
    errors: [403],
  }),
} as const;
