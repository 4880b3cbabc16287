import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { TOutboxMail } from '@feedmarket/contract/supervisor/supervisor.schemas';
import { asc, count, desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, outbox } from '../../db/schema/accounts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createSupervisorService(db: Db) {
  return {
    /** Every member organisation by name, for the supervisor's pickers. */
    listMembers: () =>
      db
        .select({ value: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id)),

    /** One page of the outbox, newest first; the filter matches the recipient. */
    async listOutbox(query: TPageQuery): Promise<{ content: TOutboxMail[]; total: number }> {
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
      return {
        content: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type SupervisorService = ReturnType<typeof createSupervisorService>;
