import { maxLogoBytes } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { pagedAnswer, rawId, registerRoute } from '../../lib/route';
import { accountGuard } from './account-access';
import type { AccountsService } from './accounts.service';
import { logoTooLarge, type OrganizationsService } from './organizations.service';
import type { UsersService } from './users.service';

/** How long browsers and proxies may keep a logo before asking again (its address changes with it anyway). */
const logoCacheControl = 'public, max-age=300';

/** The one file part of a logo upload, read whole; larger than the limit answers 413. */
async function readLogoPart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('Send the logo as multipart/form-data');
  const part = await request.file({ limits: { fileSize: maxLogoBytes, files: 1 } });
  if (!part) throw badRequest('Choose an image file');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
    throw error;
  }
}

type Services = { accounts: AccountsService; organizations: OrganizationsService; users: UsersService };

export function registerAccountsRoutes(app: FastifyInstance, { accounts, organizations, users }: Services): void {
  const r = routes.accounts;
  registerRoute(app, r.register, ({ body, request }) => accounts.register(body, request.campaignId));
  registerRoute(app, r.userTabs, ({ member, params }) => accounts.tabCounts(member, params.userId));

  registerRoute(app, r.getAccount, ({ member, params }) => organizations.getAccount(member, params.id));
  registerRoute(
    app,
    r.updateAccount,
    ({ member, params, body }) => organizations.updateAccount(member, params.id, body),
    {
      guard: accountGuard('admin', 'id'),
    },
  );
  registerRoute(app, r.getOrganization, ({ member, params }) => organizations.getOrganization(member, params.id));
  registerRoute(
    app,
    r.updateOrganization,
    ({ member, params, body }) => organizations.updateOrganization(member, params.id, body),
    { guard: accountGuard('admin', 'id') },
  );
  registerRoute(app, r.uploadLogo, ({ member, params, request }) =>
    organizations.saveLogo(member, params.id, () => readLogoPart(request)),
  );
  registerRoute(app, r.getLogo, async ({ params, request, reply }) => {
    const logo = await organizations.getLogo(params.id);
    reply.header('cache-control', logoCacheControl).header('etag', logo.etag);
    if (request.headers['if-none-match'] === logo.etag) return reply.code(304).send();
    return reply.type(logo.contentType).send(logo.content);
  });
  registerRoute(app, r.removeLogo, ({ member, params }) => organizations.removeLogo(member, params.id));

  registerRoute(app, r.roles, () => users.roles());
  registerRoute(
    app,
    r.listUsers,
    async ({ member, params, query, reply }) => pagedAnswer(reply, await users.list(member, params.orgId, query)),
    { guard: accountGuard('admin', 'orgId') },
  );
  registerRoute(app, r.createUser, ({ member, params, body }) => users.create(member, params.orgId, body), {
    guard: accountGuard('admin', 'orgId'),
  });
  registerRoute(app, r.updateUser, ({ member, params, body }) => users.update(member, params.id, body), {
    guard: async ({ params, member }) => {
      const id = rawId(params, 'id');
      if (id !== undefined && member) await users.requireVisible(member, id);
    },
  });
  registerRoute(app, r.setUserStatus, ({ member, params }) => users.setStatus(member, params.userId, params.statusId));
  registerRoute(app, r.deleteUser, ({ member, params }) => users.remove(member, params.id));
}
