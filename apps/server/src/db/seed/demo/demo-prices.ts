import { feedStatuses } from '@feedmarket/contract/catalog/catalog.schemas';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import {
  defaultCurrency,
  defaultPriceDuration,
  priceModes,
  priceOptions,
  volumeUnits,
} from '@feedmarket/contract/pricing/pricing.constants';
import { toMinorUnits } from '@feedmarket/contract/common/money';
import { and, asc, eq } from 'drizzle-orm';
import { createPricingRepository, type PriceValues } from '../../../modules/pricing/pricing.repository';
import type { Db } from '../../client';
import { organizations } from '../../schema/accounts';
import { feeds } from '../../schema/catalog';

const demoProvider = 'Northwind Sensors';

type DemoPrice = Pick<PriceValues, 'name' | 'description' | 'status' | 'mode' | 'option' | 'priceMinor'> &
  Partial<Pick<PriceValues, 'volumeAmount' | 'duration' | 'requireReview' | 'withoutFeeFlag' | 'note'>> & {
    /** Which of the provider's first active feeds it prices. */
    feed: number;
  };

// One of each kind, each on its own feed, and a draft beside the subscription: the Pricing tab shows
// every mode and both statuses, and the feeds show what access to them costs.
const demoPrices: DemoPrice[] = [
  {
    feed: 0,
    name: 'Open data',
    description: 'Free for every member; attribution required',
    status: activeStatuses.active,
    mode: priceModes.perFeed,
    option: priceOptions.free,
    priceMinor: 0,
  },
  {
    feed: 1,
    name: 'Standard licence',
    description: 'One payment for lasting access',
    status: activeStatuses.active,
    mode: priceModes.perFeed,
    option: priceOptions.priced,
    priceMinor: toMinorUnits(250),
  },
  {
    feed: 2,
    name: 'Pay as you go',
    description: 'Each block of 100 downloads',
    status: activeStatuses.active,
    mode: priceModes.volume,
    option: priceOptions.priced,
    priceMinor: toMinorUnits(15),
    volumeAmount: 100,
    withoutFeeFlag: true,
  },
  {
    feed: 3,
    name: 'Quarterly subscription',
    description: 'Live readings for three months, renewed by request',
    status: activeStatuses.active,
    mode: priceModes.duration,
    option: priceOptions.priced,
    priceMinor: toMinorUnits(120),
    duration: 3,
    requireReview: true,
    note: 'Reviewing requests by hand until the first renewals come in.',
  },
  {
    feed: 3,
    name: 'Annual subscription',
    description: 'A year of live readings at a discount',
    status: activeStatuses.notActive,
    mode: priceModes.duration,
    option: priceOptions.priced,
    priceMinor: toMinorUnits(399.99),
    duration: 12,
  },
];

/** Price configurations of the demo provider, set by its administrator, on its first active feeds. */
export async function seedDemoPrices(db: Db): Promise<void> {
  const [provider] = await db
    .select({ id: organizations.id, adminId: organizations.adminId })
    .from(organizations)
    .where(eq(organizations.name, demoProvider));
  if (!provider?.adminId) return;
  const picked = await db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(eq(feeds.orgId, provider.id), eq(feeds.status, feedStatuses.active)))
    .orderBy(asc(feeds.id))
    .limit(Math.max(...demoPrices.map((price) => price.feed)) + 1);
  await db.transaction(async (tx) => {
    const repository = createPricingRepository(tx);
    for (const { feed, ...price } of demoPrices) {
      const feedId = picked[feed]?.id;
      if (feedId === undefined) continue;
      const id = await repository.insertPrice(
        {
          currency: defaultCurrency,
          duration: defaultPriceDuration,
          requireReview: false,
          withoutFeeFlag: false,
          note: null,
          volumeAmount: null,
          ...price,
          orgId: provider.id,
          volume: price.mode === priceModes.volume ? volumeUnits.downloads : null,
        },
        provider.adminId!,
      );
      await repository.replaceFeeds(id, [feedId]);
    }
  });
}
