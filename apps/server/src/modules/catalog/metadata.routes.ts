import { feedStatuses, feedStatusNames, feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { pagedAnswer as page, rawId, registerRoute } from '../../lib/route';
import { feedGuard, organizationGuard, type FeedAccess } from '../access/feed-access';
import type { MetadataService } from './metadata.service';

const options = (names: Record<number, string>, values: number[]) =>
  values.map((value) => ({ value, name: names[value]! }));

/** Guards check the feed or organisation a request names before its body or query is validated. */
export function registerMetadataRoutes(app: FastifyInstance, metadata: MetadataService, access: FeedAccess): void {
  const r = routes.metadata;
  const feedInParams = (right: 'write' | 'publish') => ({
    guard: feedGuard(access, right, ({ params }) => rawId(params, 'id')),
  });
  registerRoute(app, r.list, async ({ query, member, reply }) => page(reply, await metadata.list(member, query)));
  registerRoute(app, r.create, async ({ body, member }) => metadata.create(body, member));
  registerRoute(app, r.update, async ({ body: { id, ...body }, member }) => metadata.update(id, body, member), {
    guard: feedGuard(access, 'write', ({ body }) => rawId(body, 'id')),
  });
  registerRoute(app, r.remove, async ({ params, member }) => metadata.remove(params.id, member));
  registerRoute(app, r.editable, async ({ params, member }) => metadata.editable(params.id, member));
  registerRoute(app, r.clone, async ({ params, member }) => metadata.clone(params.id, member));
  registerRoute(app, r.byOrganization, async ({ params, query, member, reply }) =>
    page(reply, await metadata.listOfOrganization(params.id, member, query)),
  );
  registerRoute(app, r.configuration, async () => metadata.configuration());
  registerRoute(app, r.statuses, async () => options(feedStatusNames, Object.values(feedStatuses)));
  registerRoute(app, r.options, async ({ query, member }) => metadata.options(member, query));
  registerRoute(app, r.types, async ({ query }) => {
    const all = query.all === '' || query.all === 'true';
    return options(feedTypeNames, all ? Object.values(feedTypes) : [feedTypes.file, feedTypes.continuous]);
  });
  registerRoute(app, r.intervalTypes, async () => metadata.intervalTypes());
  registerRoute(
    app,
    r.setStatus,
    async ({ params, member }) => metadata.setStatus(params.id, params.status, member),
    feedInParams('write'),
  );
  registerRoute(app, r.review, async ({ params, member }) => metadata.review(params.id, member));
  registerRoute(app, r.decide, async ({ params, body, member }) => metadata.decide(params.id, body, member));
  registerRoute(app, r.originatorSectors, async () => metadata.originatorSectors());
  registerRoute(app, r.originators, async ({ params }) => metadata.originators(params.id));
  registerRoute(app, r.group, async ({ params, member }) => metadata.group(params.id, member));
  registerRoute(
    app,
    r.createGroup,
    async ({ params, body, member }) => metadata.createGroup(params.id, body, member),
    feedInParams('publish'),
  );
  registerRoute(
    app,
    r.updateGroup,
    async ({ params, body, member }) => metadata.updateGroup(params.id, body, member),
    feedInParams('write'),
  );
  registerRoute(app, r.removeGroup, async ({ params, member }) => metadata.removeGroup(params.id, member));
  registerRoute(
    app,
    r.setGroupStatus,
    async ({ params, member }) => metadata.setGroupStatus(params.id, params.status, member),
    feedInParams('write'),
  );
  registerRoute(app, r.clones, async ({ params, member }) => metadata.clones(params.masterId, member));
  registerRoute(app, r.cloneDiff, async ({ params, member }) => metadata.cloneDiff(params.groupId, member));
  registerRoute(app, r.globalLists, async () => metadata.globalLists());
  registerRoute(app, r.organizationLists, async ({ params, member }) =>
    metadata.organizationLists(params.orgid, member),
  );
  registerRoute(app, r.listEntries, async ({ params, member }) => metadata.listEntries(params.listId, member));
  registerRoute(
    app,
    r.dashboard,
    async ({ params, query, member, reply }) => page(reply, await metadata.dashboard(params.orgId, member, query)),
    { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) },
  );
  registerRoute(app, r.supervisorFeeds, async ({ query, reply }) => page(reply, await metadata.listAll(query)));
  registerRoute(app, r.supervisorMemberFeeds, async ({ params, query, reply }) =>
    page(reply, await metadata.listAll(query, params.orgId)),
  );
}
