import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pagedAnswer, rawId, registerRoute, type RouteGuard } from '../../lib/route';
import { organizationGuard, requireOrganizationRight } from '../access/feed-access';
import type { PoliciesService } from './policies.service';

/** Lookups change only with a release: browsers may keep them two minutes. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=120');

export function registerPoliciesRoutes(app: FastifyInstance, policies: PoliciesService): void {
  const r = routes.policies;
  // The organisation or policy a request names is checked before its input.
  const reads = { guard: organizationGuard('read', ({ params }) => rawId(params, 'orgId')) };
  const configures: { guard: RouteGuard } = {
    guard: async ({ member }) => {
      if (member) requireOrganizationRight(member, member.orgId, 'configure');
    },
  };
  const changes: { guard: RouteGuard } = {
    guard: async ({ params, member }) => {
      const id = rawId(params, 'id');
      if (id !== undefined && member) await policies.requireChangeable(member, id);
    },
  };

  registerRoute(app, r.get, ({ member, params }) => policies.get(member, params.id));
  registerRoute(app, r.create, ({ member, body }) => policies.create(member, body), configures);
  registerRoute(app, r.update, ({ member, params, body }) => policies.update(member, params.id, body), changes);
  registerRoute(app, r.remove, ({ member, params }) => policies.remove(member, params.id));
  registerRoute(app, r.clone, ({ member, params }) => policies.clone(member, params.id));
  registerRoute(app, r.validate, ({ member, params }) => policies.validate(member, params.id));
  registerRoute(app, r.preview, ({ member, body }) => policies.preview(member, body), configures);
  registerRoute(
    app,
    r.list,
    async ({ member, params, query, reply }) => pagedAnswer(reply, await policies.list(member, params.orgId, query)),
    reads,
  );
  registerRoute(
    app,
    r.feeds,
    async ({ member, params, query, reply }) =>
      pagedAnswer(reply, await policies.pickerFeeds(member, params.orgId, query)),
    reads,
  );
  registerRoute(app, r.memberCriteria, async ({ reply }) => (cacheable(reply), policies.memberCriteria()));
  registerRoute(app, r.metadataCriteria, async ({ reply }) => (cacheable(reply), policies.metadataCriteria()));
  registerRoute(app, r.connectors, async ({ reply }) => (cacheable(reply), policies.connectors()));
  registerRoute(app, r.relations, async ({ reply }) => (cacheable(reply), policies.relations()));
  registerRoute(app, r.statuses, async ({ reply }) => (cacheable(reply), policies.statuses()));
  registerRoute(app, r.priorities, async ({ reply }) => (cacheable(reply), policies.priorities()));
  registerRoute(app, r.types, async ({ reply }) => (cacheable(reply), policies.types()));
  registerRoute(app, r.setStatus, ({ member, params }) => policies.setStatus(member, params.id, params.statusId));
  registerRoute(app, r.setPriority, ({ member, params }) => policies.setPriority(member, params.id, params.priorityId));
  registerRoute(app, r.setReview, ({ member, params }) => policies.setReview(member, params.id, params.flag));
  registerRoute(app, r.challenge, ({ member, params, body }) => policies.challenge(member, params.id, body.reason));
  registerRoute(app, r.setNote, ({ member, params, body }) => policies.setNote(member, params.id, body.note), changes);
}
