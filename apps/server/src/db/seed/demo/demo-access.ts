import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import {
  activeStatuses,
  policyPriorities,
  policyTypes,
  ruleConnectors,
  ruleRelations,
} from '@feedmarket/contract/policies/policies.constants';
import { ZPolicyBody, type TPolicyBody } from '@feedmarket/contract/policies/policies.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../../app';
import type { SessionUser } from '../../../lib/session-user';
import type { Db } from '../../client';
import { organizations, userRoles, users } from '../../schema/accounts';
import { feeds, workspaceItems } from '../../schema/catalog';

/** The demo users who act: the provider's administrator and the consumer organisation's member (README). */
const demoProviderUser = 'provider';
const demoConsumerUser = 'consumer';

/** A demo user as a signed-in member, for work done in their name. */
async function memberNamed(db: Db, username: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      orgId: organizations.id,
      orgType: organizations.organizationType,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.username, username));
  if (!row) return undefined;
  const roles = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, row.userId));
  return { ...row, sessionId: 0, isSupervisor: false, roleIds: roles.map((role) => role.id) };
}

/**
 * Access policies of the demo provider, and the demo consumer's requests under them, made through
 * the services as the two demo users would make them: the provider's first priced feeds (see
 * demo-prices) are bought, one waits for the provider's approval, and both sides have charges,
 * notifications and counts that agree.
 */
export async function seedDemoAccess(db: Db, services: Pick<AppServices, 'policies' | 'workspace'>): Promise<void> {
  const provider = await memberNamed(db, demoProviderUser);
  const consumer = await memberNamed(db, demoConsumerUser);
  if (!provider || !consumer) return;
  const providerFeeds = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.orgId, provider.orgId), eq(feeds.status, feedStatuses.active)))
    .orderBy(asc(feeds.id))
    .limit(6);
  const feedIds = providerFeeds.map((feed) => feed.id);
  if (feedIds.length < 6) return;

  const policies: TPolicyBody[] = [
    {
      name: 'No read-only organisations',
      description: 'Research desks read the open data; paid feeds are for members who build on them',
      typeId: policyTypes.deny,
      priority: policyPriorities.high,
      metadataIds: feedIds.slice(1, 4),
      groups: [
        {
          name: 'Read-only organisations',
          operand: ruleConnectors.all,
          rules: [
            {
              ruleType: 'member',
              field: 'organizationType',
              relation: ruleRelations.equals,
              value: String(readOnlyOrganizationType),
              order: 1,
            },
          ],
        },
      ],
    },
    {
      name: 'Reviewed research access',
      description: 'Each request for the raw calibration data is approved by hand',
      typeId: policyTypes.review,
      priority: policyPriorities.low,
      metadataIds: [feedIds[4]!],
      anonymizerFlag: true,
    },
    {
      name: 'Partner pilot',
      description: 'Draft: open the pilot feed to partners once the contract is signed',
      typeId: policyTypes.allow,
      status: activeStatuses.notActive,
      metadataIds: [feedIds[5]!],
      timePeriods: [{ startDate: '2026-01-01', endDate: '2027-12-31' }],
    },
  ];
  for (const body of policies) await services.policies.create(provider, ZPolicyBody.parse(body));

  // The consumer buys the per-feed and the volume price, asks for the subscription (its price waits
  // for the provider) and for the reviewed feed, and keeps one feed awaiting.
  const wanted = [feedIds[1]!, feedIds[2]!, feedIds[3]!, feedIds[4]!, feedIds[5]!];
  await services.workspace.addFeeds(consumer, wanted);
  const items = await db
    .select({ id: workspaceItems.id, feedId: workspaceItems.feedId })
    .from(workspaceItems)
    .where(and(eq(workspaceItems.orgId, consumer.orgId), inArray(workspaceItems.feedId, wanted.slice(0, 4))));
  for (const item of items.sort((a, b) => a.feedId - b.feedId)) {
    await services.workspace.lock(consumer, consumer.orgId, item.id, undefined);
  }
}
