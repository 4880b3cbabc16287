import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ZFeedListQuery } from '@feedmarket/contract/catalog/metadata.routes';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema/accounts';
import {
  feedChanges,
  feedGroupMembers,
  feedLocations,
  feedParties,
  feedReviews,
  feeds,
  feedSensors,
} from '../../db/schema/catalog';
import { customListEntries, customLists, feedPresets, metadataLookups } from '../../db/schema/reference';
import { visibleTo, type Viewer } from '../access/feed-access';
import { createCatalogRepository } from './catalog.repository';
import { deriveFeedColumns, searchVectorOf, type FeedInput } from './feed-record';
import type { LookupNames } from './lookup-names';

export type FeedListQuery = z.output<typeof ZFeedListQuery>;
/** Which feeds a list holds: one organisation's or all, and only those `visibleTo` a viewer when given. */
export type FeedListScope = { orgId?: number; visibleTo?: Viewer };

const updatedByUser = alias(users, 'updated_by_user');

const listColumns = {
  id: feeds.id,
  uid: feeds.uid,
  name: feeds.name,
  typeId: feeds.typeId,
  status: feeds.status,
  extId: feeds.extId,
  requireLegalReview: feeds.requireLegalReview,
  orgId: feeds.orgId,
  orgName: organizations.name,
  clonedFromId: feeds.clonedFromId,
  createdAt: feeds.createdAt,
  updatedAt: feeds.updatedAt,
  updateUserName: updatedByUser.username,
};
export type FeedListRow = {
  id: number;
  uid: string;
  name: string;
  typeId: number;
  status: number;
  extId: string | null;
  requireLegalReview: boolean;
  orgId: number;
  orgName: string;
  clonedFromId: number | null;
  createdAt: Date;
  updatedAt: Date;
  updateUserName: string | null;
};

const sortColumns = {
  name: sql`lower(${feeds.name})`,
  status: feeds.status,
  typeId: feeds.typeId,
  dateCreated: feeds.createdAt,
  lastDateModified: feeds.updatedAt,
  extId: feeds.extId,
} as const;

export type FeedRecord = typeof feeds.$inferSelect & {
  locations: (typeof feedLocations.$inferSelect)[];
  sensors: (typeof feedSensors.$inferSelect)[];
  parties: (typeof feedParties.$inferSelect)[];
};

/** Writes and owner-side reads of feeds: the wizards, the lifecycle and the providers' lists. */
export function createMetadataRepository(db: Executor) {
  const catalog = createCatalogRepository(db);

  return {
    /** A feed with everything the wizard edits; undefined when there is none. */
    async findRecord(id: number): Promise<FeedRecord | undefined> {
      const [row] = await db.select().from(feeds).where(eq(feeds.id, id));
      if (!row) return undefined;
      const [locations, sensors, parties] = await Promise.all([
        catalog.listLocations(id),
        catalog.listSensors(id),
        catalog.listParties(id),
      ]);
      return { ...row, locations, sensors, parties };
    },

    async insertFeed(input: FeedInput, names: LookupNames): Promise<number> {
      const [id] = await catalog.insertFeeds([input], names);
      return id!;
    },

    /** Replaces what describes a feed, its derived search columns and its locations, sensors and parties. */
    async replaceFeed(id: number, input: FeedInput, names: LookupNames): Promise<void> {
      const { locations, sensors, parties, ...feed } = input;
      const { searchText, ...derived } = deriveFeedColumns(input, names);
      await db
        .update(feeds)
        .set({
          ...feed,
          ...derived,
          searchVector: searchVectorOf({
            name: sql`${searchText.name}`,
            identifiers: sql`${searchText.identifiers}`,
            description: sql`${searchText.description}`,
            other: sql`${searchText.other}`,
          }),
          updatedAt: new Date(),
        })
        .where(eq(feeds.id, id));
      await db.delete(feedLocations).where(eq(feedLocations.feedId, id));
      await db.delete(feedSensors).where(eq(feedSensors.feedId, id));
      await db.delete(feedParties).where(eq(feedParties.feedId, id));
      if (locations.length)
        await db.insert(feedLocations).values(locations.map((location, sort) => ({ ...location, sort, feedId: id })));
      if (sensors.length)
        await db.insert(feedSensors).values(sensors.map((sensor, sort) => ({ ...sensor, sort, feedId: id })));
      if (parties.length) await db.insert(feedParties).values(parties.map((party) => ({ ...party, feedId: id })));
    },

    async deleteFeed(id: number): Promise<void> {
      await db.delete(feeds).where(eq(feeds.id, id));
    },

    /** Holds the feed's row until the transaction ends: changes that depend on it take turns. */
    async lockFeed(id: number): Promise<void> {
      await db.select({ id: feeds.id }).from(feeds).where(eq(feeds.id, id)).for('update');
    },

    async setStatus(id: number, status: number, userId: number): Promise<void> {
      await db.update(feeds).set({ status, updatedAt: new Date(), updatedBy: userId }).where(eq(feeds.id, id));
    },

    async isExtIdTaken(orgId: number, extId: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(
          and(eq(feeds.orgId, orgId), eq(feeds.extId, extId), exceptId ? sql`${feeds.id} <> ${exceptId}` : undefined),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The groups a feed belongs to, as main feed or clone. */
    listGroupsOf(feedId: number) {
      return db
        .select({ groupId: feedGroupMembers.groupId, role: feedGroupMembers.role, name: feeds.name })
        .from(feedGroupMembers)
        .innerJoin(feeds, eq(feeds.id, feedGroupMembers.groupId))
        .where(eq(feedGroupMembers.feedId, feedId));
    },

    listGroupMembers(groupId: number) {
      return db
        .select({
          feedId: feedGroupMembers.feedId,
          role: feedGroupMembers.role,
          status: feeds.status,
          name: feeds.name,
        })
        .from(feedGroupMembers)
        .innerJoin(feeds, eq(feeds.id, feedGroupMembers.feedId))
        .where(eq(feedGroupMembers.groupId, groupId))
        .orderBy(desc(sql`${feedGroupMembers.role} = 'main'`), asc(feedGroupMembers.sort));
    },

    async replaceGroupMembers(groupId: number, mainId: number, cloneIds: number[]): Promise<void> {
      await db.delete(feedGroupMembers).where(eq(feedGroupMembers.groupId, groupId));
      await catalog.addGroupMembers(groupId, [
        { feedId: mainId, role: 'main' },
        ...cloneIds.map((feedId) => ({ feedId, role: 'clone' as const })),
      ]);
    },

    /** Feeds cloned from `masterId`, oldest first. */
    listClones(masterId: number): Promise<FeedListRow[]> {
      return db
        .select(listColumns)
        .from(feeds)
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
        .leftJoin(updatedByUser, eq(updatedByUser.id, feeds.updatedBy))
        .where(eq(feeds.clonedFromId, masterId))
        .orderBy(asc(feeds.id));
    },

    /** A page of feeds in `scope`, optionally of one status. */
    async listFeeds(scope: FeedListScope, query: FeedListQuery): Promise<{ content: FeedListRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        scope.orgId ? eq(feeds.orgId, scope.orgId) : undefined,
        scope.visibleTo ? visibleTo(scope.visibleTo) : undefined,
        query.status !== undefined ? eq(feeds.status, query.status) : undefined,
        query.filter
          ? or(ilike(feeds.name, `%${escapeLike(query.filter)}%`), ilike(feeds.extId, `%${escapeLike(query.filter)}%`))
          : undefined,
      ];
      const where = and(...conditions);
      const sort = sortColumns[query.orderBy];
      const [content, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(feeds)
          .innerJoin(organizations, eq(organizations.id, feeds.orgId))
          .leftJoin(updatedByUser, eq(updatedByUser.id, feeds.updatedBy))
          .where(where)
          .orderBy(
            query.order === 'asc' ? asc(sort) : desc(sort),
            query.order === 'asc' ? asc(feeds.id) : desc(feeds.id),
          )
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feeds).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    listOptions(orgId: number, filter: { typeId?: number; status?: number }) {
      return db
        .select({ id: feeds.id, name: feeds.name })
        .from(feeds)
        .where(
          and(
            eq(feeds.orgId, orgId),
            filter.typeId !== undefined ? eq(feeds.typeId, filter.typeId) : undefined,
            filter.status !== undefined ? eq(feeds.status, filter.status) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id))
        .limit(5_000);
    },

    async replaceReview(feedId: number, rows: Omit<typeof feedReviews.$inferInsert, 'feedId'>[]): Promise<void> {
      await db.delete(feedReviews).where(eq(feedReviews.feedId, feedId));
      if (rows.length) await db.insert(feedReviews).values(rows.map((row) => ({ ...row, feedId })));
    },

    listReview(feedId: number) {
      return db
        .select({
          step: feedReviews.step,
          kind: feedReviews.kind,
          field: feedReviews.field,
          text: feedReviews.text,
          userName: users.username,
          createdAt: feedReviews.createdAt,
        })
        .from(feedReviews)
        .leftJoin(users, eq(users.id, feedReviews.userId))
        .where(eq(feedReviews.feedId, feedId))
        .orderBy(asc(feedReviews.id));
    },

    recordChange: (change: typeof feedChanges.$inferInsert) => catalog.recordChange(change),

    lookupList(list: 'updateInterval' | 'originatorSector' | 'originator', parentId?: number) {
      return db
        .select({ value: metadataLookups.id, name: metadataLookups.name })
        .from(metadataLookups)
        .where(
          and(
            eq(metadataLookups.list, list),
            parentId === undefined ? undefined : eq(metadataLookups.parentId, parentId),
          ),
        )
        .orderBy(asc(metadataLookups.sort));
    },

    customLists(orgId: number | null) {
      return db
        .select()
        .from(customLists)
        .where(orgId === null ? isNull(customLists.orgId) : eq(customLists.orgId, orgId))
        .orderBy(asc(customLists.name));
    },

    async findCustomList(listId: number) {
      const [row] = await db.select().from(customLists).where(eq(customLists.id, listId));
      return row;
    },

    customListEntries(listIds: number[]) {
      return db
        .select({
          id: customListEntries.id,
          listId: customListEntries.listId,
          name: customListEntries.name,
          description: customListEntries.description,
        })
        .from(customListEntries)
        .where(inArray(customListEntries.listId, listIds))
        .orderBy(asc(customListEntries.sort));
    },

    /** Entries among `ids` that exist in a global list or one of `orgId`'s. */
    usableCustomEntries(ids: number[], orgId: number) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ id: customListEntries.id })
        .from(customListEntries)
        .innerJoin(customLists, eq(customLists.id, customListEntries.listId))
        .where(and(inArray(customListEntries.id, ids), or(isNull(customLists.orgId), eq(customLists.orgId, orgId))));
    },

    presets: () => db.select().from(feedPresets).orderBy(asc(feedPresets.id)),
  };
}

/** Makes `%`, `_` and `\` in a user's filter match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type MetadataRepository = ReturnType<typeof createMetadataRepository>;
