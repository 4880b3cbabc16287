import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { TOutboxMail } from '@feedmarket/contract/supervisor/supervisor.schemas';
import type { Db } from '../../db/client';
import { createSupervisorRepository } from './supervisor.repository';

export function createSupervisorService(db: Db) {
  const repository = createSupervisorRepository(db);

  return {
    /** Every member organisation by name, for the supervisor's pickers. */
    listMembers: () => repository.listMembers(),

    /** One page of the outbox, newest first; the filter matches the recipient. */
    async listOutbox(query: TPageQuery): Promise<{ content: TOutboxMail[]; total: number }> {
      const { rows, total } = await repository.listOutbox(query);
      return { content: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })), total };
    },
  };
}

export type SupervisorService = ReturnType<typeof createSupervisorService>;
