import { z } from 'zod';
import { zDateTime, zId, zInt, zIntText } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { messages } from '../messages';
import { activeStatuses, feedPickerPageSize } from '../policies/policies.constants';
import { ZPickerFeed } from '../policies/policies.schemas';
import { zFeedDescription, zFeedName, zNote, zText } from '../validators/zod-fields';
import {
  defaultCurrency,
  defaultPriceDuration,
  maxPrice,
  maxVolumeAmount,
  priceDurations,
  priceModes,
  priceNameMaxLength,
  priceNoteMaxLength,
  priceOptions,
  priceSorts,
  volumeUnits,
} from './pricing.constants';
import { fromMinorUnits, toMinorUnits } from '../common/money';

const activeStatusValues = [activeStatuses.active, activeStatuses.notActive] as const;
const zActiveStatus = z.literal(activeStatusValues);
const zMode = z
  .literal([priceModes.perFeed, priceModes.volume, priceModes.duration])
  .describe('1 per feed, 2 per block of `volumeAmount` downloads, 3 per `duration` months');

/** True when the price has at most 2 decimal places, so minor units hold it exactly. */
const hasCents = (price: number) => fromMinorUnits(toMinorUnits(price)) === price;

/**
 * A price configuration as the provider writes it. `active` and `modeFlag` are the older names of
 * `status` and `mode`. The fields of the answer come back as they went out (`null` for what does
 * not apply to the mode), so an edit form may send the configuration it read.
 */
export const ZPriceBody = z
  .object({
    orgId: zInt
      .positive()
      .optional()
      .describe("The organisation whose feeds it prices: the caller's; ignored when changing a configuration"),
    name: zFeedName({ required: true }).pipe(zText().max(priceNameMaxLength, messages.maxLength)),
    description: zFeedDescription().pipe(zText().max(1000, messages.maxLength).optional()),
    status: zActiveStatus.optional().describe('1 active (the default), 2 not active'),
    active: zActiveStatus.optional().describe('The older name of `status`'),
    mode: zMode.optional(),
    modeFlag: zMode.optional().describe('The older name of `mode`'),
    option: z.literal([priceOptions.free, priceOptions.priced]).describe('1 no price (free), 2 priced'),
    price: z
      .number()
      .min(0, 'The price cannot be below 0')
      .max(maxPrice, `The price is at most ${maxPrice.toLocaleString('en-US')}`)
      .refine(hasCents, 'The price has at most 2 decimals')
      .default(0)
      .describe('In the currency’s units, at most 2 decimals: above 0 when priced, 0 when free'),
    currency: zText()
      .regex(/^[A-Z]{3}$/, 'Use a currency code of 3 capital letters, such as USD')
      .default(defaultCurrency),
    volume: z
      .literal(volumeUnits.downloads)
      .nullable()
      .optional()
      .describe('What a volume price counts: 1 downloads (the only unit)'),
    volumeAmount: zInt
      // Said as the provider would read it in the pricing modal, where these messages show.
      .min(1, 'A volume price buys at least 1 download')
      .max(maxVolumeAmount, `A volume price buys at most ${maxVolumeAmount.toLocaleString('en-US')} downloads`)
      .nullable()
      .optional()
      .describe('Downloads one price buys; required for mode 2'),
    duration: z
      .literal(priceDurations)
      .default(defaultPriceDuration)
      .describe('Months one price buys, for mode 3: 1, 3, 6 or 12 (default 1)'),
    requireReview: z.boolean().default(false).describe('Every request under it waits for the provider'),
    withoutFeeFlag: z.boolean().default(false).describe('The marketplace takes no fee'),
    note: zNote()
      .pipe(zText().max(priceNoteMaxLength, messages.maxLength).optional())
      .nullable()
      .describe('Kept as it is when left out; an empty note or null clears it'),
    metadataIds: z
      .array(zInt.positive())
      .max(1000)
      .optional()
      .describe("The feeds it prices: at least one, all of the organisation's own"),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const mode = body.mode ?? body.modeFlag;
    if (mode === undefined) issue('mode', messages.required);
    if (body.option === priceOptions.priced && body.price <= 0)
      issue('price', 'A priced configuration needs a price above 0');
    if (body.option === priceOptions.free && body.price !== 0)
      issue('price', 'A configuration without a price has a price of 0');
    if (mode === priceModes.volume && (body.volumeAmount ?? undefined) === undefined) {
      issue('volumeAmount', messages.required);
    }
    if (!body.metadataIds?.length) issue('metadataIds', messages.priceNeedsFeeds);
  })
  .transform((body) => {
    const mode = (body.mode ?? body.modeFlag)!;
    const isVolume = mode === priceModes.volume;
    return {
      orgId: body.orgId,
      name: body.name,
      description: body.description ?? '',
      status: body.status ?? body.active ?? activeStatuses.active,
      mode,
      option: body.option,
      priceMinor: toMinorUnits(body.price),
      currency: body.currency,
      // What does not apply to the mode is not kept, so the access engine reads nothing stale.
      volume: isVolume ? volumeUnits.downloads : null,
      volumeAmount: isVolume ? body.volumeAmount! : null,
      duration: mode === priceModes.duration ? body.duration : defaultPriceDuration,
      requireReview: body.requireReview,
      withoutFeeFlag: body.withoutFeeFlag,
      note: body.note === undefined ? undefined : body.note || null,
      metadataIds: [...new Set(body.metadataIds)],
    };
  });
export type TPriceBody = z.input<typeof ZPriceBody>;
export type PriceInput = z.output<typeof ZPriceBody>;

/** A price configuration as the API answers it, under both names of its status and mode. */
export const ZPrice = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.number().int().describe('1 active, 2 not active'),
  active: z.number().int().describe('The same as `status`, by its older name'),
  statusName: z.string(),
  mode: z.number().int().describe('1 per feed, 2 volume, 3 duration'),
  modeFlag: z.number().int().describe('The same as `mode`, by its older name'),
  modeName: z.string(),
  option: z.number().int().describe('1 no price (free), 2 priced'),
  optionName: z.string(),
  price: z.number().describe('In the currency’s units, e.g. 12.5'),
  currency: z.string(),
  volume: z.number().int().nullable().describe('For mode 2: 1 downloads'),
  volumeName: z.string().nullable(),
  volumeAmount: z.number().int().nullable().describe('For mode 2: downloads one price buys'),
  duration: z.number().int().describe('Months one price buys (mode 3); 1 otherwise'),
  requireReview: z.boolean(),
  withoutFeeFlag: z.boolean(),
  note: z.string().nullable(),
  metadataIds: z.array(z.number().int()),
  feeds: z.array(ZPickerFeed).describe('The feeds of `metadataIds`, by name'),
  dateCreated: zDateTime,
  lastDateModified: zDateTime,
  username: z.string().nullable().describe('Who changed it last'),
});
export type TPrice = z.infer<typeof ZPrice>;

/** One row of the Pricing tab. */
export const ZPriceRow = ZPrice.omit({ metadataIds: true, feeds: true }).extend({
  feedCount: z.number().int().describe('The feeds it prices'),
});
export type TPriceRow = z.infer<typeof ZPriceRow>;

/** The Pricing tab's paging: newest first unless sorted otherwise; `filter` (3 characters or more) matches the name. */
export const ZPriceListQuery = ZPageQuery.extend({
  orderBy: z.enum(priceSorts).default('dateCreated'),
  filterBy: z.enum(['name']).optional().describe('What `filter` matches: the name (the only choice)'),
});
export type TPriceListQuery = z.input<typeof ZPriceListQuery>;

/** A page of the feed picker: by name, `feedPickerPageSize` at most; `filter` (3 characters or more) matches the name. */
export const ZFeedPickerQuery = ZPageQuery.pick({ pageNum: true, filter: true }).extend({
  pageSize: zIntText.min(1).max(feedPickerPageSize).default(feedPickerPageSize),
});
export type TFeedPickerQuery = z.input<typeof ZFeedPickerQuery>;

export const ZPriceStatusParams = z.object({
  id: zId,
  statusId: zIntText.pipe(z.literal(activeStatusValues, { error: 'The status must be 1 (active) or 2 (not active)' })),
});

/** A configuration's note: the spec's note rules, at most `priceNoteMaxLength` characters. */
export const ZPriceNoteBody = z.object({
  note: zNote({ required: true }).max(priceNoteMaxLength, messages.maxLength),
});
export type TPriceNoteBody = z.input<typeof ZPriceNoteBody>;
