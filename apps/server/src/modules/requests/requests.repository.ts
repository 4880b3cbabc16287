import { userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { organizations, roles, userEmails, userRoles, users } from '../../db/schema/accounts';
import { countries, criteriaTypes, states } from '../../db/schema/reference';
import { dataRequestCriteria, dataRequests } from '../../db/schema/requests';

const country = alias(countries, 'contact_country');
const state = alias(states, 'contact_state');

/** A member's request has no contact columns: its user and organisation are the contact. */
const contactColumns = {
  firstName: sql<string>`coalesce(${dataRequests.contactFirstName}, ${users.firstname}, '')`,
  lastName: sql<string>`coalesce(${dataRequests.contactLastName}, ${users.lastname}, '')`,
  email: sql<
    string | null
  >`coalesce(${dataRequests.contactEmail}, (select ${userEmails.emailAddress} from ${userEmails} where ${userEmails.userId} = ${users.id} order by ${userEmails.id} limit 1))`,
  orgName: sql<string>`coalesce(${dataRequests.contactOrgName}, ${organizations.name}, '')`,
  country: country.name,
  state: state.name,
  address: sql<string | null>`coalesce(${dataRequests.contactAddress}, ${organizations.addressline1})`,
  role: sql<
    string | null
  >`coalesce(${dataRequests.contactRole}, (select string_agg(${roles.name}, ', ' order by ${roles.id}) from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}))`,
};

export function createRequestsRepository(db: Executor) {
  return {
    async insertRequest(
      request: typeof dataRequests.$inferInsert,
      criteria: { criteriaId: number; text: string }[],
    ): Promise<number> {
      const [row] = await db.insert(dataRequests).values(request).returning({ id: dataRequests.id });
      const requestId = row!.id;
      await db
        .insert(dataRequestCriteria)
        .values(criteria.map((criterion, position) => ({ requestId, position, ...criterion })));
      return requestId;
    },

    /** One page of requests, newest first unless asked otherwise; the filter matches the contact. */
    async list(query: TPageQuery) {
      const pattern = query.filter ? containsPattern(query.filter) : undefined;
      const where = pattern
        ? or(
            ilike(sql`${contactColumns.firstName} || ' ' || ${contactColumns.lastName}`, pattern),
            ilike(contactColumns.email, pattern),
            ilike(contactColumns.orgName, pattern),
          )
        : undefined;
      const joinContact = <T extends PgSelect>(select: T) =>
        select
          .leftJoin(users, eq(users.id, dataRequests.userId))
          .leftJoin(organizations, eq(organizations.id, dataRequests.orgId))
          .leftJoin(
            country,
            eq(country.id, sql`coalesce(${dataRequests.contactCountryId}, ${organizations.countryId})`),
          )
          .leftJoin(state, eq(state.id, sql`coalesce(${dataRequests.contactStateId}, ${organizations.stateId})`))
          .where(where);
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        joinContact(
          db
            .select({
              id: dataRequests.id,
              createdAt: dataRequests.createdAt,
              orgId: dataRequests.orgId,
              userId: dataRequests.userId,
              comment: dataRequests.comment,
              isMember: sql<boolean>`${dataRequests.contactEmail} is null`,
              ...contactColumns,
            })
            .from(dataRequests)
            .$dynamic(),
        )
          .orderBy(direction(dataRequests.createdAt), direction(dataRequests.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        joinContact(db.select({ n: count() }).from(dataRequests).$dynamic()),
      ]);
      const content = rows.map(({ id, createdAt, orgId, userId, comment, isMember, ...contact }) => ({
        id,
        createdAt,
        orgId,
        userId,
        comment,
        isMember,
        contact,
      }));
      return { content, total: total?.n ?? 0 };
    },

    /** The criteria of some requests, each request's in the order given. */
    listCriteria(requestIds: number[]) {
      if (!requestIds.length) return Promise.resolve([]);
      return db
        .select({
          requestId: dataRequestCriteria.requestId,
          criteriaId: dataRequestCriteria.criteriaId,
          name: criteriaTypes.name,
          text: dataRequestCriteria.text,
        })
        .from(dataRequestCriteria)
        .innerJoin(criteriaTypes, eq(criteriaTypes.id, dataRequestCriteria.criteriaId))
        .where(inArray(dataRequestCriteria.requestId, requestIds))
        .orderBy(asc(dataRequestCriteria.requestId), asc(dataRequestCriteria.position));
    },

    /** Active supervisors, who are told of every new request. */
    async listSupervisors(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isSupervisor, true), eq(users.status, userStatuses.active)))
        .orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },
  };
}
