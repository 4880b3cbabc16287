import { messages } from '@feedmarket/contract/messages';
import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  registerRoute(app, routes.auth.login, ({ body, request }) =>
    auth.login({ ...body, ip: request.ip, campaignId: request.campaignId }),
  );
  registerRoute(app, routes.auth.session, ({ member, request }) =>
    auth.sessionProfile(member, bearerToken(request.headers.authorization) ?? ''),
  );
  registerRoute(app, routes.auth.logout, async ({ member }) => {
    await auth.logout(member);
    return { message: messages.loggedOut };
  });
  registerRoute(app, routes.auth.emailReset, ({ query, request }) =>
    auth.requestPasswordReset({ identifier: query.user_or_email, ip: request.ip }),
  );
  registerRoute(app, routes.auth.newPassword, async ({ body, reply }) => {
    await auth.resetPassword(body);
    return reply.code(200).send();
  });
  registerRoute(app, routes.auth.passwordChange, ({ member, body, request }) =>
    auth.changePassword(member, { ...body, ip: request.ip }),
  );
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
