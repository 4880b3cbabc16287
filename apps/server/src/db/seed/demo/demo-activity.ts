import { feedStatuses } from '@feedmarket/contract/catalog/catalog.schemas';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../client';
import { organizations } from '../../schema/accounts';
import { feeds, workspaceItems } from '../../schema/catalog';
import { activityEvents } from '../../schema/dashboard';

/** Demo activity is spread over the weeks before the seed, so the dashboards' charts have a history. */
const spreadMinutes = 8 * 7 * 24 * 60;

/**
 * Records the publication (TF +1) of the active feeds above `afterId`, each at a moment of the last
 * eight weeks derived from its id. One statement, so a bulk load of a million feeds takes seconds.
 */
export async function recordPublishedFeeds(db: Executor, afterId: number): Promise<void> {
  await db.execute(sql`
    insert into ${activityEvents} (org_id, user_id, code, subject_id, delta, occurred_at)
    select ${feeds.orgId}, ${feeds.createdBy}, 'TF', ${feeds.id}, 1,
           now() - ((${feeds.id}::bigint * 7919) % ${spreadMinutes}) * interval '1 minute'
    from ${feeds}
    where ${feeds.id} > ${afterId} and ${feeds.status} = ${feedStatuses.active}`);
}

/** The demo organisations that keep feeds of others in their workspace, and how many. */
const demoWorkspaces = [
  { name: 'Harbor Analytics', feeds: 12 },
  { name: 'City Library Research Desk', feeds: 5 },
  { name: 'Northwind Sensors', feeds: 4 },
];

/**
 * Fills the demo organisations' workspaces with active feeds of other providers, added over the last
 * weeks, and records each addition (TWA +1) when it happened.
 */
export async function seedDemoWorkspaces(db: Db): Promise<void> {
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name, adminId: organizations.adminId })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        demoWorkspaces.map((workspace) => workspace.name),
      ),
    );
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const workspace of demoWorkspaces) {
      const org = orgs.find((candidate) => candidate.name === workspace.name);
      if (!org) continue;
      const picked = await tx
        .select({ id: feeds.id })
        .from(feeds)
        .where(and(ne(feeds.orgId, org.id), eq(feeds.status, feedStatuses.active)))
        .orderBy(asc(sql`(${feeds.id} * 7919) % 1009`), asc(feeds.id))
        .limit(workspace.feeds);
      const added = picked.map((feed, index) => ({
        orgId: org.id,
        feedId: feed.id,
        addedBy: org.adminId,
        createdAt: new Date(now - ((index * 4 + 1) * 24 + index) * 60 * 60 * 1000),
      }));
      if (!added.length) continue;
      const items = await tx
        .insert(workspaceItems)
        .values(added)
        .returning({ id: workspaceItems.id, createdAt: workspaceItems.createdAt });
      await tx.insert(activityEvents).values(
        items.map((item) => ({
          orgId: org.id,
          userId: org.adminId,
          code: 'TWA',
          subjectId: item.id,
          delta: 1,
          occurredAt: item.createdAt,
        })),
      );
    }
  });
}
