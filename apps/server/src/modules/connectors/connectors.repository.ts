import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import type { apiClientSorts, connectorSorts } from '@feedmarket/contract/connectors/connectors.constants';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { feedAccesses } from '../../db/schema/access';
import { organizations } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';
import { apiClients, connectorConfigs, connectorParams, connectorUsage } from '../../db/schema/connectors';
import { datasetContents } from '../../db/schema/datasets';

/** A connector as stored, with its feed's name. */
export type ConnectorRecord = {
  id: number;
  orgId: number;
  name: string;
  description: string;
  category: number;
  typeId: number;
  feedId: number;
  feedName: string;
  /** The feed's update interval (`/metadata/intervaltype`), which a pull connector without its own follows. */
  feedUpdateInterval: number | null;
  status: number;
  trackingId: string;
  createdAt: Date;
  updatedAt: Date;
};

export type ConnectorValues = Pick<
  ConnectorRecord,
  'name' | 'description' | 'category' | 'typeId' | 'feedId' | 'status'
>;
export type ParamValue = { paramId: number; value: string };

export type ApiClientRecord = {
  id: number;
  orgId: number;
  name: string;
  type: number;
  sdkType: number;
  status: number;
  tokenHint: string;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ApiClientValues = Pick<ApiClientRecord, 'name' | 'type' | 'sdkType' | 'status'>;

export type ConnectorFeedRecord = {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  typeId: number;
  status: number;
  connectors: number;
};

export type ConnectorListQuery = TPageQuery & { orderBy: (typeof connectorSorts)[number]; category?: number };
export type ApiClientListQuery = TPageQuery & { orderBy: (typeof apiClientSorts)[number] };
export type FeedQuery = Pick<TPageQuery, 'pageNum' | 'pageSize' | 'filter'>;

export type UsageSubject = 'client' | 'connector';
/** What one call adds to a subject's day. */
export type UsageDelta = { calls: number; records: number; failed: number };
export type UsagePeriod = UsageDelta & { period: Date };

const connectorColumns = {
  id: connectorConfigs.id,
  orgId: connectorConfigs.orgId,
  name: connectorConfigs.name,
  description: connectorConfigs.description,
  category: connectorConfigs.category,
  typeId: connectorConfigs.typeId,
  feedId: connectorConfigs.feedId,
  feedName: feeds.name,
  feedUpdateInterval: feeds.updateIntervalType,
  status: connectorConfigs.status,
  trackingId: connectorConfigs.trackingId,
  createdAt: connectorConfigs.createdAt,
  updatedAt: connectorConfigs.updatedAt,
};

const clientColumns = {
  id: apiClients.id,
  orgId: apiClients.orgId,
  name: apiClients.name,
  type: apiClients.type,
  sdkType: apiClients.sdkType,
  status: apiClients.status,
  tokenHint: apiClients.tokenHint,
  lastUsedAt: apiClients.lastUsedAt,
  createdAt: apiClients.createdAt,
  updatedAt: apiClients.updatedAt,
};

const connectorSortColumns: Record<ConnectorListQuery['orderBy'], SQL | AnyPgColumn> = {
  name: sql`lower(${connectorConfigs.name})`,
  type: connectorConfigs.typeId,
  status: connectorConfigs.status,
  dateCreated: connectorConfigs.createdAt,
};

const clientSortColumns: Record<ApiClientListQuery['orderBy'], SQL | AnyPgColumn> = {
  name: sql`lower(${apiClients.name})`,
  type: apiClients.type,
  status: apiClients.status,
  dateCreated: apiClients.createdAt,
  lastUsedAt: apiClients.lastUsedAt,
};

const pageOf = (query: Pick<TPageQuery, 'pageNum' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.pageNum - 1) * query.pageSize,
});

export function createConnectorsRepository(db: Executor) {
  const selectConnectors = () =>
    db.select(connectorColumns).from(connectorConfigs).innerJoin(feeds, eq(feeds.id, connectorConfigs.feedId));

  async function insertParams(connectorId: number, typeId: number, params: readonly ParamValue[]) {
    if (params.length === 0) return;
    await db.insert(connectorParams).values(params.map((param) => ({ connectorId, typeId, ...param })));
  }

  return {
    async findConnector(id: number): Promise<ConnectorRecord | undefined> {
      const [row] = await selectConnectors().where(eq(connectorConfigs.id, id));
      return row;
    },

    /** Holds the connector's row until the transaction ends, so two changes of it take turns. */
    async lockConnector(id: number): Promise<void> {
      await db
        .select({ id: connectorConfigs.id })
        .from(connectorConfigs)
        .where(eq(connectorConfigs.id, id))
        .for('update');
    },

    async listConnectors(orgId: number, query: ConnectorListQuery) {
      const where = and(
        eq(connectorConfigs.orgId, orgId),
        query.category ? eq(connectorConfigs.category, query.category) : undefined,
        query.filter ? ilike(connectorConfigs.name, containsPattern(query.filter)) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const { limit, offset } = pageOf(query);
      const [content, [total]] = await Promise.all([
        selectConnectors()
          .where(where)
          .orderBy(direction(connectorSortColumns[query.orderBy]), direction(connectorConfigs.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(connectorConfigs).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The parameter values of these connectors, by connector. */
    async paramsOf(connectorIds: readonly number[]): Promise<Map<number, ParamValue[]>> {
      const byConnector = new Map<number, ParamValue[]>(connectorIds.map((id) => [id, []]));
      if (connectorIds.length === 0) return byConnector;
      const rows = await db
        .select({
          connectorId: connectorParams.connectorId,
          paramId: connectorParams.paramId,
          value: connectorParams.value,
        })
        .from(connectorParams)
        .where(inArray(connectorParams.connectorId, [...connectorIds]));
      for (const { connectorId, ...param } of rows) byConnector.get(connectorId)!.push(param);
      return byConnector;
    },

    async insertConnector(
      orgId: number,
      values: ConnectorValues,
      params: readonly ParamValue[],
      userId: number,
    ): Promise<number> {
      const [row] = await db
        .insert(connectorConfigs)
        .values({ ...values, orgId, updatedBy: userId })
        .returning({ id: connectorConfigs.id });
      await insertParams(row!.id, values.typeId, params);
      return row!.id;
    },

    async updateConnector(id: number, values: ConnectorValues, params: readonly ParamValue[], userId: number) {
      await db
        .update(connectorConfigs)
        .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(connectorConfigs.id, id));
      await db.delete(connectorParams).where(eq(connectorParams.connectorId, id));
      await insertParams(id, values.typeId, params);
    },

    async setConnectorStatus(id: number, status: number, userId: number) {
      await db
        .update(connectorConfigs)
        .set({ status, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(connectorConfigs.id, id));
    },

    async deleteConnector(id: number) {
      await db.delete(connectorConfigs).where(eq(connectorConfigs.id, id));
    },

    /** A feed's connectors of one type, active first: where pushed records of the feed go. */
    /** Connectors of a type in a status. */
    connectorsOfType(typeId: number, status: number): Promise<{ id: number; feedId: number }[]> {
      return db
        .select({ id: connectorConfigs.id, feedId: connectorConfigs.feedId })
        .from(connectorConfigs)
        .where(and(eq(connectorConfigs.typeId, typeId), eq(connectorConfigs.status, status)))
        .orderBy(asc(connectorConfigs.id));
    },

    feedConnectors(feedId: number, typeId: number): Promise<Pick<ConnectorRecord, 'id' | 'status' | 'trackingId'>[]> {
      return db
        .select({ id: connectorConfigs.id, status: connectorConfigs.status, trackingId: connectorConfigs.trackingId })
        .from(connectorConfigs)
        .where(and(eq(connectorConfigs.feedId, feedId), eq(connectorConfigs.typeId, typeId)))
        .orderBy(desc(connectorConfigs.status), asc(connectorConfigs.id));
    },

    /** The feed whose live data a tracking id holds, if any does: a connector's stream or stored chunks. */
    async trackingFeed(trackingId: string): Promise<number | undefined> {
      const rows = await queryRows<{ feed_id: number }>(
        db,
        sql`(select ${connectorConfigs.feedId} as feed_id from ${connectorConfigs} where ${connectorConfigs.trackingId} = ${trackingId} limit 1)
            union all
            (select ${datasetContents.feedId} from ${datasetContents} where ${datasetContents.trackingId} = ${trackingId} limit 1)
            limit 1`,
      );
      return rows[0]?.feed_id;
    },

    /** Whether a feed holds a stored chunk of that name. */
    async hasChunk(feedId: number, fileName: string): Promise<boolean> {
      const rows = await db
        .select({ id: datasetContents.id })
        .from(datasetContents)
        .where(
          and(
            eq(datasetContents.feedId, feedId),
            eq(datasetContents.fileName, fileName),
            eq(datasetContents.state, 'ready'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Chunk files and bytes a live stream holds. */
    async trackingTotals(trackingId: string): Promise<{ chunks: number; lastAt: Date | null }> {
      const [row] = await db
        .select({ chunks: count(), lastAt: sql<Date | null>`max(${datasetContents.dataEnd})` })
        .from(datasetContents)
        .where(and(eq(datasetContents.trackingId, trackingId), eq(datasetContents.state, 'ready')));
      return { chunks: row?.chunks ?? 0, lastAt: row?.lastAt ? new Date(row.lastAt) : null };
    },

    /**
     * Continuous feeds for the connector wizard, by name: the organisation's own (`inbound`), or also
     * those it holds granted access to (`outbound`); with the organisation's connectors of that category.
     */
    async listFeeds(orgId: number, direction: 'inbound' | 'outbound', category: number, query: FeedQuery) {
      const granted = sql`exists (select 1 from ${feedAccesses} where ${feedAccesses.feedId} = ${feeds.id}
        and ${feedAccesses.orgId} = ${orgId} and ${feedAccesses.state} = 'granted'
        and (${feedAccesses.expiresAt} is null or ${feedAccesses.expiresAt} > now()))`;
      const where = and(
        eq(feeds.typeId, feedTypes.continuous),
        direction === 'inbound' ? eq(feeds.orgId, orgId) : or(eq(feeds.orgId, orgId), granted),
        query.filter ? ilike(feeds.name, containsPattern(query.filter)) : undefined,
      );
      const connectors = sql<number>`(select count(*)::int from ${connectorConfigs}
        where ${connectorConfigs.feedId} = ${feeds.id} and ${connectorConfigs.orgId} = ${orgId}
        and ${connectorConfigs.category} = ${category})`;
      const { limit, offset } = pageOf(query);
      const [content, [total]] = await Promise.all([
        db
          .select({
            id: feeds.id,
            name: feeds.name,
            orgId: feeds.orgId,
            orgName: organizations.name,
            typeId: feeds.typeId,
            status: feeds.status,
            connectors,
          })
          .from(feeds)
          .innerJoin(organizations, eq(organizations.id, feeds.orgId))
          .where(where)
          .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(feeds).where(where),
      ]);
      return { content: content as ConnectorFeedRecord[], total: total?.n ?? 0 };
    },

    async findClient(id: number): Promise<ApiClientRecord | undefined> {
      const [row] = await db.select(clientColumns).from(apiClients).where(eq(apiClients.id, id));
      return row;
    },

    /** The client a token hash belongs to, of any status, and whether its organisation is enabled. */
    async findClientByTokenHash(tokenHash: string): Promise<(ApiClientRecord & { orgEnabled: boolean }) | undefined> {
      const [row] = await db
        .select({ ...clientColumns, orgEnabled: sql<boolean>`${organizations.enabled} = 1` })
        .from(apiClients)
        .innerJoin(organizations, eq(organizations.id, apiClients.orgId))
        .where(eq(apiClients.tokenHash, tokenHash));
      return row;
    },

    async listClients(orgId: number, query: ApiClientListQuery) {
      const where = and(
        eq(apiClients.orgId, orgId),
        query.filter ? ilike(apiClients.name, containsPattern(query.filter)) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const { limit, offset } = pageOf(query);
      const [content, [total]] = await Promise.all([
        db
          .select(clientColumns)
          .from(apiClients)
          .where(where)
          .orderBy(direction(clientSortColumns[query.orderBy]), direction(apiClients.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(apiClients).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    async insertClient(
      orgId: number,
      values: ApiClientValues,
      token: { tokenHash: string; tokenHint: string },
      userId: number,
    ): Promise<number> {
      const [row] = await db
        .insert(apiClients)
        .values({ ...values, ...token, orgId, updatedBy: userId })
        .returning({ id: apiClients.id });
      return row!.id;
    },

    async updateClient(
      id: number,
      values: Partial<ApiClientValues> & { tokenHash?: string; tokenHint?: string },
      userId: number,
    ) {
      await db
        .update(apiClients)
        .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(apiClients.id, id));
    },

    async lockClient(id: number): Promise<void> {
      await db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.id, id)).for('update');
    },

    async deleteClient(id: number) {
      await db.delete(apiClients).where(eq(apiClients.id, id));
    },

    /** Adds one call's counts to the subjects' rows of `day` (UTC, `YYYY-MM-DD`), and marks the client used. */
    async addUsage(subjects: readonly { subject: UsageSubject; subjectId: number }[], day: string, delta: UsageDelta) {
      if (subjects.length === 0) return;
      await db
        .insert(connectorUsage)
        .values(subjects.map((subject) => ({ ...subject, day, ...delta })))
        .onConflictDoUpdate({
          target: [connectorUsage.subject, connectorUsage.subjectId, connectorUsage.day],
          set: {
            calls: sql`${connectorUsage.calls} + excluded.calls`,
            records: sql`${connectorUsage.records} + excluded.records`,
            failed: sql`${connectorUsage.failed} + excluded.failed`,
          },
        });
      const clientIds = subjects.filter((subject) => subject.subject === 'client').map((subject) => subject.subjectId);
      if (clientIds.length) {
        await db
          .update(apiClients)
          .set({ lastUsedAt: sql`now()` })
          .where(inArray(apiClients.id, clientIds));
      }
    },

    /** A subject's counts per period (`date_trunc` unit) since `from`; periods without calls are absent. */
    async usageByPeriod(
      subject: UsageSubject,
      subjectId: number,
      unit: 'day' | 'week' | 'month',
      from: Date,
    ): Promise<UsagePeriod[]> {
      const rows = await queryRows<{ period: string; calls: number; records: number; failed: number }>(
        db,
        sql`select to_char(date_trunc(${unit}, ${connectorUsage.day}::timestamp), 'YYYY-MM-DD') as period,
              sum(${connectorUsage.calls})::int as calls, sum(${connectorUsage.records})::int as records,
              sum(${connectorUsage.failed})::int as failed
            from ${connectorUsage}
            where ${connectorUsage.subject} = ${subject} and ${connectorUsage.subjectId} = ${subjectId}
              and ${connectorUsage.day} >= ${from.toISOString().slice(0, 10)}::date
            group by 1`,
      );
      return rows.map((row) => ({
        // `day` holds UTC days.
        period: new Date(`${row.period}T00:00:00Z`),
        calls: Number(row.calls),
        records: Number(row.records),
        failed: Number(row.failed),
      }));
    },

    /** A subject's counts since it was made. */
    async usageTotals(subject: UsageSubject, subjectId: number): Promise<UsageDelta> {
      const [row] = await db
        .select({
          calls: sql<number>`coalesce(sum(${connectorUsage.calls}), 0)::int`,
          records: sql<number>`coalesce(sum(${connectorUsage.records}), 0)::int`,
          failed: sql<number>`coalesce(sum(${connectorUsage.failed}), 0)::int`,
        })
        .from(connectorUsage)
        .where(and(eq(connectorUsage.subject, subject), eq(connectorUsage.subjectId, subjectId)));
      return { calls: Number(row?.calls ?? 0), records: Number(row?.records ?? 0), failed: Number(row?.failed ?? 0) };
    },

    async deleteUsage(subject: UsageSubject, subjectId: number) {
      await db
        .delete(connectorUsage)
        .where(and(eq(connectorUsage.subject, subject), eq(connectorUsage.subjectId, subjectId)));
    },
  };
}

export type ConnectorsRepository = ReturnType<typeof createConnectorsRepository>;
