import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';

export function createProvidersRepository(db: Executor) {
  return {
    /** An enabled organisation with at least one active feed: a provider visitors can find. */
    async findProvider(orgId: number): Promise<{ id: number; name: string; website: string | null } | undefined> {
      const [row] = await db
        .select({ id: organizations.id, name: organizations.name, website: organizations.website })
        .from(organizations)
        .where(
          and(
            eq(organizations.id, orgId),
            eq(organizations.enabled, 1),
            sql`exists (select 1 from ${feeds} where ${feeds.orgId} = ${organizations.id} and ${feeds.status} = ${feedStatuses.active})`,
          ),
        );
      return row;
    },
  };
}
