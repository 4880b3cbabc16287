import type { ZContentListQuery, ZDatasetListQuery } from '@feedmarket/contract/datasets/datasets.routes';
import { feedTypes } from '@feedmarket/contract/catalog/catalog.schemas';
import { and, asc, count, desc, eq, ilike, inArray, lt, max, sql, sum, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { feeds } from '../../db/schema/catalog';
import { datasetContents } from '../../db/schema/datasets';

export type ContentRow = typeof datasetContents.$inferSelect & { createUserName: string | null };
export type NewContent = typeof datasetContents.$inferInsert;

export type ContentListQuery = z.output<typeof ZContentListQuery>;
export type DatasetListQuery = z.output<typeof ZDatasetListQuery>;

const contentColumns = {
  id: datasetContents.id,
  feedId: datasetContents.feedId,
  blobKey: datasetContents.blobKey,
  state: datasetContents.state,
  fileName: datasetContents.fileName,
  originalName: datasetContents.originalName,
  contentType: datasetContents.contentType,
  size: datasetContents.size,
  sha256: datasetContents.sha256,
  trackingId: datasetContents.trackingId,
  dataStart: datasetContents.dataStart,
  dataEnd: datasetContents.dataEnd,
  createdAt: datasetContents.createdAt,
  createdBy: datasetContents.createdBy,
  createUserName: users.username,
};

/** Filters shorter than 3 characters are no filter (spec). */
const filterText = (filter: string | undefined) => (filter && filter.trim().length >= 3 ? filter.trim() : undefined);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ready = eq(datasetContents.state, 'ready');

export function createDatasetsRepository(db: Executor) {
  const selectContent = () =>
    db.select(contentColumns).from(datasetContents).leftJoin(users, eq(users.id, datasetContents.createdBy));

  return {
    async listContent(feedId: number, query: ContentListQuery): Promise<{ rows: ContentRow[]; total: number }> {
      const text = filterText(query.filter);
      const where = and(
        eq(datasetContents.feedId, feedId),
        ready,
        text ? ilike(datasetContents.originalName, likePattern(text)) : undefined,
      );
      const column = {
        createdAt: datasetContents.createdAt,
        name: sql`lower(${datasetContents.originalName})`,
        size: datasetContents.size,
        dataStart: datasetContents.dataStart,
      }[query.orderBy];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        selectContent()
          .where(where)
          .orderBy(direction(column), direction(datasetContents.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(datasetContents).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findContent(id: number): Promise<ContentRow | undefined> {
      const [row] = await selectContent().where(and(eq(datasetContents.id, id), ready));
      return row;
    },

    /** Ready files of one feed among `ids`, in the order asked. */
    async findContents(feedId: number, ids: number[]): Promise<ContentRow[]> {
      const rows = await selectContent().where(
        and(eq(datasetContents.feedId, feedId), inArray(datasetContents.id, ids), ready),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    latestContents(feedId: number, limit: number): Promise<ContentRow[]> {
      return selectContent()
        .where(and(eq(datasetContents.feedId, feedId), ready))
        .orderBy(desc(datasetContents.createdAt), desc(datasetContents.id))
        .limit(limit);
    },

    /** The newest chunks of a continuous feed, by the time their data ends. */
    latestChunks(feedId: number, limit: number): Promise<ContentRow[]> {
      return selectContent()
        .where(and(eq(datasetContents.feedId, feedId), ready, sql`${datasetContents.trackingId} is not null`))
        .orderBy(
          desc(sql`coalesce(${datasetContents.dataEnd}, ${datasetContents.createdAt})`),
          desc(datasetContents.id),
        )
        .limit(limit);
    },

    /** A continuous feed's chunks stored after content `afterId`, in the order they were stored. */
    chunksAfter(feedId: number, afterId: number, limit: number): Promise<ContentRow[]> {
      return selectContent()
        .where(
          and(
            eq(datasetContents.feedId, feedId),
            ready,
            sql`${datasetContents.trackingId} is not null`,
            sql`${datasetContents.id} > ${afterId}`,
          ),
        )
        .orderBy(asc(datasetContents.id))
        .limit(limit);
    },

    /** The chunks of one live stream, oldest first. */
    trackingChunks(trackingId: string): Promise<ContentRow[]> {
      return selectContent()
        .where(and(eq(datasetContents.trackingId, trackingId), ready))
        .orderBy(asc(datasetContents.dataStart), asc(datasetContents.id));
    },

    async insertPending(rows: NewContent[]): Promise<number[]> {
      const inserted = await db.insert(datasetContents).values(rows).returning({ id: datasetContents.id });
      return inserted.map((row) => row.id);
    },

    /** Records a file's size and checksum once its blob is stored; `ready` shows it at once (a file made on the server). */
    async recordStored(id: number, stored: { size: number; sha256: string }, ready = false) {
      await db
        .update(datasetContents)
        .set(ready ? { ...stored, state: 'ready' } : stored)
        .where(eq(datasetContents.id, id));
    },

    async describe(
      id: number,
      fields: Partial<Pick<NewContent, 'fileName' | 'originalName' | 'dataStart' | 'dataEnd'>>,
    ) {
      if (Object.keys(fields).length) await db.update(datasetContents).set(fields).where(eq(datasetContents.id, id));
    },

    async markReady(ids: number[]) {
      if (ids.length) await db.update(datasetContents).set({ state: 'ready' }).where(inArray(datasetContents.id, ids));
    },

    /** Deletes rows and answers their blob keys (to delete once the rows are gone). */
    async deleteContents(where: SQL): Promise<string[]> {
      const deleted = await db.delete(datasetContents).where(where).returning({ blobKey: datasetContents.blobKey });
      return deleted.map((row) => row.blobKey);
    },

    ofFeed: (feedId: number, ids?: number[]) =>
      and(eq(datasetContents.feedId, feedId), ids ? inArray(datasetContents.id, ids) : undefined)!,
    pendingBefore: (before: Date) => and(eq(datasetContents.state, 'pending'), lt(datasetContents.createdAt, before))!,

    /** The Datasets tab: an organisation's file-based and continuous feeds with what their datasets hold. */
    async listDatasets(orgId: number, query: DatasetListQuery) {
      const text = filterText(query.filter);
      const where = and(
        eq(feeds.orgId, orgId),
        inArray(feeds.typeId, [feedTypes.file, feedTypes.continuous]),
        text ? ilike(feeds.name, likePattern(text)) : undefined,
      );
      const files = count(datasetContents.id);
      const lastUploadAt = max(datasetContents.createdAt);
      const column = { name: sql`lower(${feeds.name})`, files, lastUploadAt }[query.orderBy];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            datasetId: feeds.id,
            name: feeds.name,
            typeId: feeds.typeId,
            status: feeds.status,
            files,
            totalSize: sql<string | null>`${sum(datasetContents.size)}`,
            lastUploadAt,
          })
          .from(feeds)
          .leftJoin(datasetContents, and(eq(datasetContents.feedId, feeds.id), ready))
          .where(where)
          .groupBy(feeds.id)
          .orderBy(sql`${direction(column)} nulls last`, asc(feeds.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feeds).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
