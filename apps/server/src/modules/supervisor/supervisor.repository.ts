import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { asc, count, desc, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, outbox } from '../../db/schema/accounts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createSupervisorRepository(db: Executor) {
  return {
    /** Every member organisation by name. */
    listMembers: () =>
      db
        .select({ value: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id)),

    /** One page of the outbox, newest first; the filter matches the recipient. */
    async listOutbox(query: TPageQuery) {
      const where = query.filter ? ilike(outbox.recipient, `%${escapeLike(query.filter)}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(outbox).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
