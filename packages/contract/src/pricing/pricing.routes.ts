import { z } from 'zod';
import { ZMessage, zId } from '../common/common.schemas';
import { zPage } from '../common/paging';
import { optionLookupRoute } from '../common/option-lookup-route';
import { defineRoute } from '../common/route';
import { ZFlagParam, ZPickerFeed } from '../policies/policies.schemas';
import {
  ZFeedPickerQuery,
  ZPrice,
  ZPriceBody,
  ZPriceListQuery,
  ZPriceNoteBody,
  ZPriceRow,
  ZPriceStatusParams,
} from './pricing.schemas';

const tag = 'pricing';
const whoReads =
  "The organisation's members and the supervisor read it; another organisation's configuration answers 404.";
const whoChanges =
  "Only the organisation's administrators (roles 1, 6, 7) change it; other members, the supervisor and read-only organisations answer 403, and another organisation's configuration 404.";
const oneActive =
  'A feed is in at most one active configuration: sharing a feed with another active one answers 409 naming the feeds and the other configuration.';
const nextCharge = 'Accesses already granted are not decided again: a price applies from the next charge.';
const lookup = (path: string, operationId: string, summary: string, description: string) =>
  optionLookupRoute(tag, path, operationId, summary, description);

/** Pricing: an organisation's price configurations, the prices its feeds are accessed at. */
export const pricingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/price',
    operationId: 'listPriceConfigurations',
    summary: "The Pricing tab: an organisation's price configurations (paged)",
    description:
      "The organisation's price configurations, newest first unless sorted otherwise (by name, mode, price, status or date created), filtered by name from 3 characters, with the total in `x-total-count`. For the organisation's members and the supervisor; others answer 403.",
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZPriceListQuery,
    responses: { 200: zPage(ZPriceRow) },
    errors: [403],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/price/:id',
    operationId: 'getPriceConfiguration',
    summary: 'One price configuration with its feeds',
    description: `A configuration with its price as a decimal and the feeds it prices. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZPrice },
    errors: [404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/price',
    operationId: 'createPriceConfiguration',
    summary: 'Create a price configuration for some of the organisation’s feeds',
    description: `Creates a configuration, active unless \`status\` says 2. It needs at least one feed, all of the organisation's own (others answer 400 naming them); a priced one (option 2) a price above 0 with at most 2 decimals, a free one (option 1) a price of 0; a volume one (mode 2) \`volumeAmount\`. ${oneActive} Only the organisation's administrators create them; others and read-only organisations answer 403.`,
    tag,
    access: 'member',
    body: ZPriceBody,
    responses: { 201: ZPrice },
    errors: [403, 409],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/price/:id',
    operationId: 'updatePriceConfiguration',
    summary: 'Change a price configuration',
    description: `Replaces the configuration with the body, under the rules of creating one; its note is kept when \`note\` is left out. ${oneActive} ${nextCharge} ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZPriceBody,
    responses: { 200: ZPrice },
    errors: [403, 404, 409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/price/:id',
    operationId: 'deletePriceConfiguration',
    summary: 'Delete a price configuration',
    description: `Deletes the configuration; its feeds are free from then on unless another active configuration prices them. Charges already made keep their amounts. ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  clone: defineRoute({
    method: 'POST',
    path: '/price/:id/clone',
    operationId: 'clonePriceConfiguration',
    summary: 'Copy a price configuration: "Copy of …", not active',
    description: `Copies the configuration with its feeds into a new one named "Copy of" and its name, not active, so it can be changed before it is activated. ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 201: ZPrice },
    errors: [403, 404],
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/price/:id/status/:statusId',
    operationId: 'setPriceConfigurationStatus',
    summary: 'Activate (1) or deactivate (2) a price configuration',
    description: `Sets the status: 1 active, 2 not active. ${oneActive} ${nextCharge} ${whoChanges}`,
    tag,
    access: 'member',
    params: ZPriceStatusParams,
    responses: { 200: ZPrice },
    errors: [403, 404, 409],
  }),
  setReview: defineRoute({
    method: 'PUT',
    path: '/price/:id/review/:flag',
    operationId: 'setPriceConfigurationReview',
    summary: "Set (1, true) or clear (0, false) a configuration's review flag",
    description: `With the flag, every request for access to its feeds waits for the provider's approval, whatever the policies grant. ${nextCharge} ${whoChanges}`,
    tag,
    access: 'member',
    params: ZFlagParam,
    responses: { 200: ZPrice },
    errors: [403, 404],
  }),
  setNote: defineRoute({
    method: 'PUT',
    path: '/price/:id/note',
    operationId: 'setPriceConfigurationNote',
    summary: "Set a price configuration's note",
    description: `Replaces the note, which follows the note rules (no leading whitespace, no double spaces, a letter or digit, no trailing space) and holds at most 1,000 characters; a bad note answers 400 and changes nothing. ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZPriceNoteBody,
    responses: { 200: ZPrice },
    errors: [403, 404],
  }),
  feeds: defineRoute({
    method: 'GET',
    path: '/price/:orgId/metadata',
    operationId: 'listPriceableFeeds',
    summary: "The pricing feed picker: the organisation's feeds by name (paged, up to 200)",
    description:
      "The organisation's feeds in every status, by name, up to 200 a page, filtered by name from 3 characters, with the total in `x-total-count`. For the organisation's members and the supervisor; others answer 403.",
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZFeedPickerQuery,
    responses: { 200: zPage(ZPickerFeed) },
    errors: [403],
  }),
  volumes: lookup(
    '/price/volume',
    'listPriceVolumeUnits',
    'What volume prices count',
    'The units of a volume price: 1 Downloads.',
  ),
  durations: lookup(
    '/price/duration',
    'listPriceDurations',
    'The periods a duration price buys',
    'The months a duration price may buy: 1, 3, 6 and 12, by name.',
  ),
  modes: lookup('/price/mode', 'listPriceModes', 'How prices are charged', 'Modes: 1 per feed, 2 volume, 3 duration.'),
  statuses: lookup(
    '/price/status',
    'listPriceConfigurationStatuses',
    'Price configuration statuses',
    'Statuses: 1 active, 2 not active.',
  ),
  options: lookup(
    '/price/option',
    'listPriceOptions',
    'Whether a configuration charges',
    'Options: 1 no price (free), 2 price.',
  ),
} as const;
