import { z } from 'zod';
import { defineRoute } from '../common/route';
import { errorResponses, ZMessage } from '../common/common.schemas';
import { ZEmailResetQuery, ZLoginBody, ZLoginProfile, ZNewPasswordBody, ZPasswordChangeBody } from './auth.schemas';

const tags = ['auth'];

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in; answers the session profile',
    tags,
    access: 'public',
    body: ZLoginBody,
    responses: { 200: ZLoginProfile, ...errorResponses },
  }),
  session: defineRoute({
    method: 'GET',
    path: '/auth/session',
    summary: 'The session profile of the bearer token (automatic sign-in from a remembered token)',
    tags,
    access: 'member',
    responses: { 200: ZLoginProfile, ...errorResponses },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the current session',
    tags,
    access: 'member',
    responses: { 200: ZMessage, ...errorResponses },
  }),
  emailReset: defineRoute({
    method: 'POST',
    path: '/auth/emailReset',
    summary: 'Send a password reset link; never reveals whether the account exists',
    tags,
    access: 'public',
    query: ZEmailResetQuery,
    responses: { 200: ZMessage, ...errorResponses },
  }),
  newPassword: defineRoute({
    method: 'POST',
    path: '/auth/newpassword',
    summary: 'Set a new password with a reset token (form-encoded); empty answer on success',
    tags,
    access: 'public',
    body: ZNewPasswordBody,
    bodyType: 'form',
    responses: { 200: z.null(), ...errorResponses },
  }),
  passwordChange: defineRoute({
    method: 'POST',
    path: '/auth/passwordchange',
    summary: "Change the signed-in user's password",
    tags,
    access: 'member',
    body: ZPasswordChangeBody,
    responses: { 200: ZMessage, ...errorResponses },
  }),
} as const;
