import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import type { priceSorts } from '@feedmarket/contract/pricing/pricing.constants';
import type { TPageQuery } from '@feedmarket/contract/common/paging';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/accounts';
import { priceConfigFeeds, priceConfigs } from '../../db/schema/access';
import { feeds } from '../../db/schema/catalog';

/** A price configuration as stored, with who changed it last and how many feeds it prices. */
export type PriceRecord = {
  id: number;
  orgId: number;
  name: string;
  description: string;
  status: number;
  mode: number;
  option: number;
  priceMinor: number;
  currency: string;
  volume: number | null;
  volumeAmount: number | null;
  duration: number;
  requireReview: boolean;
  withoutFeeFlag: boolean;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  username: string | null;
  feedCount: number;
};

/** What a configuration holds, as written. */
export type PriceValues = Omit<PriceRecord, 'id' | 'createdAt' | 'updatedAt' | 'username' | 'feedCount'>;

/** The price of a feed as the access engine charges it: its active configuration. */
export type FeedPrice = {
  id: number;
  name: string;
  mode: number;
  option: number;
  priceMinor: number;
  currency: string;
  volumeAmount: number | null;
  duration: number;
  requireReview: boolean;
  withoutFeeFlag: boolean;
};

/** A feed as the picker and a configuration list it. */
export type PricedFeed = { id: number; orgId: number; name: string; typeId: number; status: number };

/** A feed another active configuration already prices. */
export type PriceConflict = { feedId: number; feedName: string; priceId: number; priceName: string };

export type PriceListQuery = TPageQuery & { orderBy: (typeof priceSorts)[number] };
export type FeedPickerQuery = Pick<TPageQuery, 'pageNum' | 'pageSize' | 'filter'>;

const feedCount = sql<number>`(select count(*)::int from ${priceConfigFeeds} where ${priceConfigFeeds.priceId} = ${priceConfigs.id})`;

const priceColumns = {
  id: priceConfigs.id,
  orgId: priceConfigs.orgId,
  name: priceConfigs.name,
  description: priceConfigs.description,
  status: priceConfigs.status,
  mode: priceConfigs.mode,
  option: priceConfigs.option,
  priceMinor: priceConfigs.priceMinor,
  currency: priceConfigs.currency,
  volume: priceConfigs.volume,
  volumeAmount: priceConfigs.volumeAmount,
  duration: priceConfigs.duration,
  requireReview: priceConfigs.requireReview,
  withoutFeeFlag: priceConfigs.withoutFeeFlag,
  note: priceConfigs.note,
  createdAt: priceConfigs.createdAt,
  updatedAt: priceConfigs.updatedAt,
  username: users.username,
  feedCount,
};

const feedColumns = { id: feeds.id, orgId: feeds.orgId, name: feeds.name, typeId: feeds.typeId, status: feeds.status };

const sortColumns: Record<PriceListQuery['orderBy'], SQL | AnyPgColumn> = {
  name: sql`lower(${priceConfigs.name})`,
  mode: priceConfigs.mode,
  price: priceConfigs.priceMinor,
  status: priceConfigs.status,
  dateCreated: priceConfigs.createdAt,
};

const isActive = eq(priceConfigs.status, activeStatuses.active);

export function createPricingRepository(db: Executor) {
  const selectPrices = () =>
    db.select(priceColumns).from(priceConfigs).leftJoin(users, eq(users.id, priceConfigs.updatedBy));

  return {
    async findPrice(id: number): Promise<PriceRecord | undefined> {
      const [row] = await selectPrices().where(eq(priceConfigs.id, id));
      return row;
    },

    async listPrices(orgId: number, query: PriceListQuery): Promise<{ content: PriceRecord[]; total: number }> {
      const where = and(
        eq(priceConfigs.orgId, orgId),
        query.filter ? ilike(priceConfigs.name, containsPattern(query.filter)) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const [content, [total]] = await Promise.all([
        selectPrices()
          .where(where)
          .orderBy(direction(sortColumns[query.orderBy]), direction(priceConfigs.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(priceConfigs).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The feeds a configuration prices, by name. */
    listFeedsOf(priceId: number): Promise<PricedFeed[]> {
      return db
        .select(feedColumns)
        .from(priceConfigFeeds)
        .innerJoin(feeds, eq(feeds.id, priceConfigFeeds.feedId))
        .where(eq(priceConfigFeeds.priceId, priceId))
        .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id));
    },

    /** The feeds of these ids that exist (of any organisation). */
    findFeeds(ids: readonly number[]): Promise<PricedFeed[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(feedColumns)
        .from(feeds)
        .where(inArray(feeds.id, [...ids]));
    },

    /** A page of an organisation's feeds for the picker, by name. */
    async listPickerFeeds(orgId: number, query: FeedPickerQuery): Promise<{ content: PricedFeed[]; total: number }> {
      const where = and(
        eq(feeds.orgId, orgId),
        query.filter ? ilike(feeds.name, containsPattern(query.filter)) : undefined,
      );
      const [content, [total]] = await Promise.all([
        db
          .select(feedColumns)
          .from(feeds)
          .where(where)
          .orderBy(asc(sql`lower(${feeds.name})`), asc(feeds.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ n: count() }).from(feeds).where(where),
      ]);
      return { content, total: total?.n ?? 0 };
    },

    /** The feeds of `feedIds` that active configurations other than `exceptId` already price. */
    activeConflicts(feedIds: readonly number[], exceptId?: number): Promise<PriceConflict[]> {
      if (feedIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          feedId: feeds.id,
          feedName: feeds.name,
          priceId: priceConfigs.id,
          priceName: priceConfigs.name,
        })
        .from(priceConfigFeeds)
        .innerJoin(priceConfigs, eq(priceConfigs.id, priceConfigFeeds.priceId))
        .innerJoin(feeds, eq(feeds.id, priceConfigFeeds.feedId))
        .where(
          and(
            inArray(priceConfigFeeds.feedId, [...feedIds]),
            isActive,
            exceptId === undefined ? undefined : ne(priceConfigs.id, exceptId),
          ),
        )
        .orderBy(asc(priceConfigs.id), asc(feeds.id));
    },

    /**
     * Holds the feeds' rows until the transaction ends, in id order so that two transactions never
     * wait for each other: activations sharing a feed take turns, and the second sees the first.
     * `no key update` leaves feeds free to be referenced meanwhile (workspace items, accesses).
     */
    async lockFeeds(feedIds: readonly number[]): Promise<void> {
      if (feedIds.length === 0) return;
      await db
        .select({ id: feeds.id })
        .from(feeds)
        .where(inArray(feeds.id, [...feedIds]))
        .orderBy(asc(feeds.id))
        .for('no key update');
    },

    /** Holds the configuration's row until the transaction ends, so two changes of it take turns. */
    async lockPrice(id: number): Promise<void> {
      await db.select({ id: priceConfigs.id }).from(priceConfigs).where(eq(priceConfigs.id, id)).for('no key update');
    },

    async insertPrice(values: PriceValues, userId: number): Promise<number> {
      const [row] = await db
        .insert(priceConfigs)
        .values({ ...values, createdBy: userId, updatedBy: userId })
        .returning({ id: priceConfigs.id });
      return row!.id;
    },

    async updatePrice(id: number, values: Partial<PriceValues>, userId: number): Promise<void> {
      await db
        .update(priceConfigs)
        .set({ ...values, updatedBy: userId, updatedAt: sql`now()` })
        .where(eq(priceConfigs.id, id));
    },

    async deletePrice(id: number): Promise<void> {
      await db.delete(priceConfigs).where(eq(priceConfigs.id, id));
    },

    async replaceFeeds(priceId: number, feedIds: readonly number[]): Promise<void> {
      await db.delete(priceConfigFeeds).where(eq(priceConfigFeeds.priceId, priceId));
      if (feedIds.length) await db.insert(priceConfigFeeds).values(feedIds.map((feedId) => ({ priceId, feedId })));
    },

    async feedIdsOf(priceId: number): Promise<number[]> {
      const rows = await db
        .select({ feedId: priceConfigFeeds.feedId })
        .from(priceConfigFeeds)
        .where(eq(priceConfigFeeds.priceId, priceId));
      return rows.map((row) => row.feedId);
    },

    /** The active configuration pricing the feed; at most one, as activating a second one is refused. */
    async feedPrice(feedId: number): Promise<FeedPrice | undefined> {
      const [row] = await db
        .select({
          id: priceConfigs.id,
          name: priceConfigs.name,
          mode: priceConfigs.mode,
          option: priceConfigs.option,
          priceMinor: priceConfigs.priceMinor,
          currency: priceConfigs.currency,
          volumeAmount: priceConfigs.volumeAmount,
          duration: priceConfigs.duration,
          requireReview: priceConfigs.requireReview,
          withoutFeeFlag: priceConfigs.withoutFeeFlag,
        })
        .from(priceConfigFeeds)
        .innerJoin(priceConfigs, eq(priceConfigs.id, priceConfigFeeds.priceId))
        .where(and(eq(priceConfigFeeds.feedId, feedId), isActive))
        .orderBy(asc(priceConfigs.id))
        .limit(1);
      return row;
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
