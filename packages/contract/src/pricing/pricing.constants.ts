/** Price configurations' constants: plain values, so pages that only read them do without zod. */

/** How a price is charged (provider spec §9): once per feed, per block of downloads, per period. */
export const priceModes = { perFeed: 1, volume: 2, duration: 3 } as const;
export const priceModeNames: Record<number, string> = {
  [priceModes.perFeed]: 'Per feed',
  [priceModes.volume]: 'Volume',
  [priceModes.duration]: 'Duration',
};

/** Whether a configuration charges at all: option 1 is no price (free), 2 a price. */
export const priceOptions = { free: 1, priced: 2 } as const;
export const priceOptionNames: Record<number, string> = {
  [priceOptions.free]: 'No price',
  [priceOptions.priced]: 'Price',
};

/** What a volume price counts: downloads are the only unit so far. */
export const volumeUnits = { downloads: 1 } as const;
export const volumeUnitNames: Record<number, string> = { [volumeUnits.downloads]: 'Downloads' };

/** The periods, in months, a duration price buys; 1 is the default of every configuration. */
export const priceDurations = [1, 3, 6, 12] as const;
export const defaultPriceDuration = priceDurations[0];

export const defaultCurrency = 'USD';

/** The largest price of a configuration, in the currency's units. */
export const maxPrice = 1_000_000;

/** The most downloads one block of a volume price may hold. */
export const maxVolumeAmount = 1_000_000;

/** Longest name of a configuration. */
export const priceNameMaxLength = 100;

/** Longest note kept on a configuration. */
export const priceNoteMaxLength = 1000;

/** Sort fields of the Pricing tab; the spec's default is the date created (provider spec §9). */
export const priceSorts = ['name', 'mode', 'price', 'status', 'dateCreated'] as const;
