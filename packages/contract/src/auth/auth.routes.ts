import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ZMessage } from '../common/common.schemas';
import { ZEmailResetQuery, ZLoginBody, ZLoginProfile, ZNewPasswordBody, ZPasswordChangeBody } from './auth.schemas';

const tag = 'auth';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    operationId: 'signIn',
    summary: 'Sign in; answers the session profile',
    description:
      'Signs in with a user name or e-mail address and a password, and answers the profile with a bearer token ' +
      'for the calls that need a session. Wrong credentials answer 401; too many failed attempts for the account ' +
      'or the address answer 429 until the window passes.',
    tag,
    access: 'public',
    body: ZLoginBody,
    responses: { 200: ZLoginProfile },
    errors: [401, 429],
  }),
  session: defineRoute({
    method: 'GET',
    path: '/auth/session',
    operationId: 'getSession',
    summary: 'The session profile of the bearer token (automatic sign-in from a remembered token)',
    description:
      'Answers the same profile as sign-in for the token sent, so a remembered token signs the user in again. ' +
      'A token that has expired, or whose user or organisation is disabled, answers 401.',
    tag,
    access: 'member',
    responses: { 200: ZLoginProfile },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    operationId: 'signOut',
    summary: 'End the current session',
    description: "Ends the caller's session: its token stops working. The user's other sessions stay.",
    tag,
    access: 'member',
    responses: { 200: ZMessage },
  }),
  emailReset: defineRoute({
    method: 'POST',
    path: '/auth/emailReset',
    operationId: 'requestPasswordReset',
    summary: 'Send a password reset link; never reveals whether the account exists',
    description:
      'E-mails a single-use link, valid for one hour, to the account named by a user name or e-mail address. ' +
      'The answer is the same whether or not the account exists. Past a few mails an hour per account no more ' +
      'are sent; past the limit per client address the call answers 429.',
    tag,
    access: 'public',
    query: ZEmailResetQuery,
    responses: { 200: ZMessage },
    errors: [429],
  }),
  newPassword: defineRoute({
    method: 'POST',
    path: '/auth/newpassword',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset token (form-encoded); empty answer on success',
    description:
      "Sets the password of the reset link's account and signs the user out everywhere. A used, replaced or " +
      'expired link answers 400.',
    tag,
    access: 'public',
    body: ZNewPasswordBody,
    bodyType: 'form',
    responses: { 200: z.null() },
  }),
  passwordChange: defineRoute({
    method: 'POST',
    path: '/auth/passwordchange',
    operationId: 'changePassword',
    summary: "Change the signed-in user's password",
    description:
      "Changes the caller's own password (403 for another user's) after checking the current one; the " +
      "caller's other sessions end. Wrong current passwords count with failed sign-ins of the account; past " +
      'the limit the call answers 429.',
    tag,
    access: 'member',
    body: ZPasswordChangeBody,
    responses: { 200: ZMessage },
    errors: [403, 429],
  }),
} as const;
