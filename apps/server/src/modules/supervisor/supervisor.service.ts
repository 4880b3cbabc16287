import {
  readOnlyOrganizationType,
  userStatuses,
  userStatusNames,
  type ZMemberAccountBody,
} from '@feedmarket/contract/accounts/accounts.schemas';
import { feedStatusNames, feedStatuses, feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import type {
  TMemberRow,
  TOutboxMail,
  TSupervisorSummary,
  TSupervisorUser,
  TTagCount,
} from '@feedmarket/contract/supervisor/supervisor.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthService } from '../auth/auth.service';
import type { DashboardService } from '../dashboard/dashboard.service';
import { createSupervisorRepository, type MemberListQuery, type UserListQuery } from './supervisor.repository';

type Deps = {
  db: Db;
  dashboard: DashboardService;
  accounts: Pick<AccountsService, 'createMemberAccount'>;
  auth: Pick<AuthService, 'signOutOrganization'>;
};

type UserRow = Awaited<ReturnType<ReturnType<typeof createSupervisorRepository>['userPage']>>['rows'][number];
type MemberRow = Awaited<ReturnType<ReturnType<typeof createSupervisorRepository>['memberPage']>>['rows'][number];

function presentUser(row: UserRow): TSupervisorUser {
  return {
    id: row.id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    displayName: `${row.firstname} ${row.lastname}`,
    email: row.email,
    orgId: row.orgId,
    orgName: row.orgName,
    orgEnabled: row.orgEnabled === 1,
    status: row.status,
    statusText: userStatusNames[row.status] ?? String(row.status),
    roles: row.roles,
    isSupervisor: row.isSupervisor,
    lastlogin: row.lastLoginAt ? formatDateTime(new Date(row.lastLoginAt)) : null,
    createDate: formatDateTime(new Date(row.createdAt)),
  };
}

function presentMember(row: MemberRow): TMemberRow {
  return {
    id: row.id,
    name: row.name,
    countryName: row.countryName,
    city: row.city,
    organizationType: row.organizationType,
    isReadOnly: row.organizationType === readOnlyOrganizationType,
    enabled: row.enabled === 1,
    adminName: row.adminName,
    users: Number(row.users),
    feeds: Number(row.feeds),
    activeFeeds: Number(row.activeFeeds),
    createDate: formatDateTime(row.createdAt),
  };
}

/** Counts of `values` under their names, in that order, zero for those without rows. */
function countsOf(names: Record<number, string>, values: number[], counted: Map<number, number>): TTagCount[] {
  return values.map((value) => ({
    tag: String(value),
    name: names[value] ?? String(value),
    count: counted.get(value) ?? 0,
  }));
}

function sumBy<T>(rows: T[], key: (row: T) => number, count: (row: T) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + count(row));
  return sums;
}

export function createSupervisorService({ db, dashboard, accounts, auth }: Deps) {
  const repository = createSupervisorRepository(db);

  async function requireMember(orgId: number) {
    const member = await repository.findMember(orgId);
    if (!member) throw notFound(`No member organisation ${orgId}`);
    return member;
  }

  async function userPage(query: Omit<UserListQuery, 'orgId'> & { orgId?: number }) {
    const { rows, total } = await repository.userPage(query);
    return { content: rows.map(presentUser), total };
  }

  return {
    /** Every member organisation by name, for the supervisor's pickers. */
    listMembers: () => repository.listMembers(),

    /** One page of the outbox, newest first; the filter matches the recipient. */
    async listOutbox(query: TPageQuery): Promise<{ content: TOutboxMail[]; total: number }> {
      const { rows, total } = await repository.listOutbox(query);
      return { content: rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })), total };
    },

    /** The marketplace's activity per period, for the transactions chart. */
    activity: (interval: SummaryInterval) => dashboard.marketplaceActivity(interval),

    /** The marketplace at a glance: feeds by status and type, members, users by status, activity counts. */
    async summary(): Promise<TSupervisorSummary> {
      const [feedRows, members, userRows, activity] = await Promise.all([
        repository.feedCounts(),
        repository.memberCounts(readOnlyOrganizationType),
        repository.userCounts(),
        dashboard.marketplaceCounts(),
      ]);
      const byStatus = sumBy(
        feedRows,
        (row) => row.status,
        (row) => Number(row.n),
      );
      const byType = sumBy(
        feedRows,
        (row) => row.type_id,
        (row) => Number(row.n),
      );
      const users = sumBy(
        userRows,
        (row) => row.status,
        (row) => Number(row.n),
      );
      return {
        feedsByStatus: countsOf(feedStatusNames, Object.values(feedStatuses), byStatus),
        feedsByType: countsOf(feedTypeNames, Object.values(feedTypes), byType),
        members: [
          { tag: 'all', name: 'Member organisations', count: members.total },
          { tag: 'enabled', name: 'Enabled', count: members.enabled },
          { tag: 'disabled', name: 'Disabled', count: members.total - members.enabled },
          { tag: 'readOnly', name: 'Read-only', count: members.readOnly },
        ],
        users: countsOf(userStatusNames, Object.values(userStatuses), users),
        activity: activity.map(({ code, name, count }) => ({ tag: code, name, count })),
      };
    },

    async memberPage(query: MemberListQuery) {
      const { rows, total } = await repository.memberPage(query);
      return { content: rows.map(presentMember), total };
    },

    /** A member account with its first administrator, invited by mail to choose a password. */
    createMember: (body: z.output<typeof ZMemberAccountBody>) => accounts.createMemberAccount(body),

    /**
     * Turns a member organisation on or off. Disabling signs its users out in the same transaction
     * (sign-in refuses them while it stays off) and hides its feeds; the supervisor's own organisation
     * stays on.
     */
    async setMemberEnabled(orgId: number, enabled: boolean, supervisor: SessionUser) {
      const member = await requireMember(orgId);
      if (!enabled && orgId === supervisor.orgId) throw conflict(messages.cannotDisableOwnOrganization);
      await db.transaction(async (tx) => {
        await createSupervisorRepository(tx).setMemberEnabled(orgId, enabled);
        if (!enabled) await auth.signOutOrganization(orgId, tx);
      });
      return {
        id: orgId,
        enabled,
        message: formatMessage(enabled ? 'memberEnabled' : 'memberDisabled', { name: member.name }),
      };
    },

    /** Every user, or one organisation's (`orgId`), with their organisation. */
    users: (query: UserListQuery) => userPage(query),

    async memberUsers(orgId: number, query: Omit<UserListQuery, 'orgId'>) {
      await requireMember(orgId);
      return userPage({ ...query, orgId });
    },
  };
}

export type SupervisorService = ReturnType<typeof createSupervisorService>;
