import { feedStatusNames } from '@feedmarket/contract/catalog/catalog.constants';
import { formatDateTime, type TMessage, type TOption } from '@feedmarket/contract/common/common.schemas';
import { activeStatuses, activeStatusNames } from '@feedmarket/contract/policies/policies.constants';
import type { TPickerFeed } from '@feedmarket/contract/policies/policies.schemas';
import {
  priceDurations,
  priceModeNames,
  priceNameMaxLength,
  priceOptionNames,
  volumeUnitNames,
} from '@feedmarket/contract/pricing/pricing.constants';
import { fromMinorUnits } from '@feedmarket/contract/common/money';
import type { PriceInput, TPrice, TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';
import type { Db, Executor } from '../../db/client';
import { optionsOf, withFilter } from '../../lib/list-helpers';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { hasOrganizationRight, requireOrganizationRight, type OrganizationRight } from '../access/feed-access';
import {
  createPricingRepository,
  type FeedPickerQuery,
  type FeedPrice,
  type PricedFeed,
  type PriceListQuery,
  type PriceRecord,
  type PricingRepository,
  type PriceValues,
} from './pricing.repository';

export type { FeedPrice };

const durationOptions: TOption[] = priceDurations.map((months) => ({
  name: months === 1 ? '1 month' : `${months} months`,
  value: months,
}));

function presentFeed(feed: PricedFeed): TPickerFeed {
  return {
    id: feed.id,
    name: feed.name,
    typeId: feed.typeId,
    status: feed.status,
    statusText: feedStatusNames[feed.status] ?? String(feed.status),
  };
}

function presentRow(price: PriceRecord): TPriceRow {
  return {
    id: price.id,
    orgId: price.orgId,
    name: price.name,
    description: price.description,
    status: price.status,
    active: price.status,
    statusName: activeStatusNames[price.status] ?? String(price.status),
    mode: price.mode,
    modeFlag: price.mode,
    modeName: priceModeNames[price.mode] ?? String(price.mode),
    option: price.option,
    optionName: priceOptionNames[price.option] ?? String(price.option),
    price: fromMinorUnits(price.priceMinor),
    currency: price.currency,
    volume: price.volume,
    volumeName: price.volume === null ? null : (volumeUnitNames[price.volume] ?? String(price.volume)),
    volumeAmount: price.volumeAmount,
    duration: price.duration,
    requireReview: price.requireReview,
    withoutFeeFlag: price.withoutFeeFlag,
    note: price.note,
    dateCreated: formatDateTime(price.createdAt),
    lastDateModified: formatDateTime(price.updatedAt),
    username: price.username,
    feedCount: price.feedCount,
  };
}

/** The configuration values of a body, without what is not stored with them. */
function valuesOf(body: PriceInput): Omit<PriceValues, 'orgId' | 'note'> {
  const { orgId: _orgId, metadataIds: _metadataIds, note: _note, ...values } = body;
  return values;
}

/** A copy's name: "Copy of" and the original's, cut to the longest a name may be. */
const copyName = (name: string) => `Copy of ${name}`.slice(0, priceNameMaxLength).trimEnd();

/** Refuses feeds that are not the organisation's own (or do not exist), naming them by id. */
async function requireOwnFeeds(repository: PricingRepository, orgId: number, feedIds: readonly number[]) {
  const own = new Set(
    (await repository.findFeeds(feedIds)).filter((feed) => feed.orgId === orgId).map((feed) => feed.id),
  );
  const others = feedIds.filter((id) => !own.has(id));
  if (others.length === 0) return;
  const [subject, verb] = others.length === 1 ? ['Feed', 'is not a feed'] : ['Feeds', 'are not feeds'];
  const message = `${subject} ${others.join(', ')} ${verb} of your organisation`;
  throw badRequest(message, [{ field: 'body.metadataIds', message }]);
}

/**
 * Refuses to make the feeds part of a second active configuration (409, naming the feeds and the
 * configurations that price them). Their rows are locked first, so two activations sharing a feed
 * take turns and the second one sees the first.
 */
async function requireUnpriced(repository: PricingRepository, feedIds: readonly number[], exceptId?: number) {
  await repository.lockFeeds(feedIds);
  const conflicts = await repository.activeConflicts(feedIds, exceptId);
  if (conflicts.length === 0) return;
  const byPrice = new Map<number, { name: string; feeds: string[] }>();
  for (const { priceId, priceName, feedName } of conflicts) {
    const entry = byPrice.get(priceId) ?? { name: priceName, feeds: [] };
    entry.feeds.push(`'${feedName}'`);
    byPrice.set(priceId, entry);
  }
  const holders = [...byPrice].map(([id, { name, feeds }]) => `${feeds.join(', ')} in '${name}' (${id})`);
  throw conflict(`A feed is in at most one active price configuration: ${holders.join('; ')}.`);
}

/**
 * The Pricing tab: an organisation's price configurations, which set what access to its feeds costs.
 * Its admins change them, its members and the supervisor read them.
 *
 * Changes notify nobody and never decide accesses again: a granted access keeps what it was granted
 * under, and a price (its amount, mode, status or feeds) applies from the next charge the access
 * engine makes, which reads it through `feedPrice`.
 */
export function createPricingService(db: Db) {
  const repository = createPricingRepository(db);

  /** A configuration the member holds `right` on; one of another organisation does not exist for them. */
  async function requirePrice(
    id: number,
    member: SessionUser,
    right: OrganizationRight,
    executor: Executor = db,
  ): Promise<PriceRecord> {
    const price = await createPricingRepository(executor).findPrice(id);
    if (!price || !hasOrganizationRight(member, price.orgId, 'read')) throw notFound(`No price configuration ${id}`);
    requireOrganizationRight(member, price.orgId, right);
    return price;
  }

  async function present(id: number): Promise<TPrice> {
    const price = (await repository.findPrice(id))!;
    const feeds = await repository.listFeedsOf(id);
    const { feedCount: _feedCount, ...row } = presentRow(price);
    return { ...row, metadataIds: feeds.map((feed) => feed.id), feeds: feeds.map(presentFeed) };
  }

  /** Changes a configuration in a transaction holding its row; `apply` may refuse, and nothing is kept then. */
  async function change(
    id: number,
    member: SessionUser,
    apply: (price: PriceRecord, repository: PricingRepository) => Promise<void>,
  ): Promise<TPrice> {
    await requirePrice(id, member, 'configure');
    await db.transaction(async (tx) => {
      const txRepository = createPricingRepository(tx);
      await txRepository.lockPrice(id);
      await apply(await requirePrice(id, member, 'configure', tx), txRepository);
    });
    return present(id);
  }

  return {
    volumes: () => optionsOf(volumeUnitNames),
    durations: () => durationOptions,
    modes: () => optionsOf(priceModeNames),
    statuses: () => optionsOf(activeStatusNames),
    options: () => optionsOf(priceOptionNames),

    /** Throws 404 or 403 unless the member holds `right` on configuration `id`; route guards ask this before validation. */
    async requirePriceRight(id: number, member: SessionUser, right: OrganizationRight): Promise<void> {
      await requirePrice(id, member, right);
    },

    async list(orgId: number, member: SessionUser, query: PriceListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await repository.listPrices(orgId, withFilter(query));
      return { content: content.map(presentRow), total };
    },

    /** The feed picker: the organisation's feeds, by name. */
    async pickerFeeds(orgId: number, member: SessionUser, query: FeedPickerQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await repository.listPickerFeeds(orgId, withFilter(query));
      return { content: content.map(presentFeed), total };
    },

    async get(id: number, member: SessionUser): Promise<TPrice> {
      await requirePrice(id, member, 'read');
      return present(id);
    },

    async create(body: PriceInput, member: SessionUser): Promise<TPrice> {
      const orgId = body.orgId ?? member.orgId;
      requireOrganizationRight(member, orgId, 'configure');
      const id = await db.transaction(async (tx) => {
        const txRepository = createPricingRepository(tx);
        await requireOwnFeeds(txRepository, orgId, body.metadataIds);
        if (body.status === activeStatuses.active) await requireUnpriced(txRepository, body.metadataIds);
        const created = await txRepository.insertPrice(
          { ...valuesOf(body), orgId, note: body.note ?? null },
          member.userId,
        );
        await txRepository.replaceFeeds(created, body.metadataIds);
        return created;
      });
      return present(id);
    },

    /** Replaces a configuration; its organisation stays, and its note when the body leaves it out. */
    update: (id: number, body: PriceInput, member: SessionUser) =>
      change(id, member, async (price, txRepository) => {
        await requireOwnFeeds(txRepository, price.orgId, body.metadataIds);
        if (body.status === activeStatuses.active) await requireUnpriced(txRepository, body.metadataIds, id);
        await txRepository.updatePrice(
          id,
          { ...valuesOf(body), ...(body.note !== undefined && { note: body.note }) },
          member.userId,
        );
        await txRepository.replaceFeeds(id, body.metadataIds);
      }),

    async remove(id: number, member: SessionUser): Promise<TMessage> {
      await requirePrice(id, member, 'configure');
      await repository.deletePrice(id);
      return { message: 'The price configuration was deleted' };
    },

    /** A copy with the same feeds, named "Copy of …" and not active, so it conflicts with nothing. */
    async clone(id: number, member: SessionUser): Promise<TPrice> {
      const copyId = await db.transaction(async (tx) => {
        const txRepository = createPricingRepository(tx);
        const {
          id: _id,
          createdAt: _createdAt,
          updatedAt: _updatedAt,
          username: _username,
          feedCount: _feedCount,
          ...values
        } = await requirePrice(id, member, 'configure', tx);
        const created = await txRepository.insertPrice(
          { ...values, name: copyName(values.name), status: activeStatuses.notActive },
          member.userId,
        );
        await txRepository.replaceFeeds(created, await txRepository.feedIdsOf(id));
        return created;
      });
      return present(copyId);
    },

    /** 1 activates (unless one of its feeds is in another active configuration: 409), 2 deactivates. */
    setStatus: (id: number, status: number, member: SessionUser) =>
      change(id, member, async (price, txRepository) => {
        if (price.status === status) return;
        if (status === activeStatuses.active) await requireUnpriced(txRepository, await txRepository.feedIdsOf(id), id);
        await txRepository.updatePrice(id, { status }, member.userId);
      }),

    setReview: (id: number, requireReview: boolean, member: SessionUser) =>
      change(id, member, (_price, txRepository) => txRepository.updatePrice(id, { requireReview }, member.userId)),

    setNote: (id: number, note: string, member: SessionUser) =>
      change(id, member, (_price, txRepository) => txRepository.updatePrice(id, { note }, member.userId)),

    /**
     * The active configuration pricing a feed, for the access engine to charge by; undefined when none
     * does (the feed is free). Pass the transaction's executor to read what it sees.
     */
    feedPrice(feedId: number, executor: Executor = db): Promise<FeedPrice | undefined> {
      return createPricingRepository(executor).feedPrice(feedId);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
