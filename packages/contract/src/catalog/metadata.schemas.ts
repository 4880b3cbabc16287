import { z } from 'zod';
import { zDateTime, zDecimal, zInt } from '../common/common.schemas';
import { locationRanges } from '../validators/feed-rules';
import { zText, zWebAddress } from '../validators/zod-fields';

/** The metadata wizard's steps in order; the summary step shows them all and has no rules of its own. */
export const feedSteps = [
  'describe',
  'continuous',
  'ownership',
  'source',
  'geolocation',
  'environment',
  'legal',
  'schema',
  'datasets',
  'linking',
] as const;
export type FeedStep = (typeof feedSteps)[number];

export const feedStepTitles: Record<FeedStep | 'summary', string> = {
  describe: 'Describe',
  continuous: 'Continuous',
  ownership: 'Ownership',
  source: 'Source',
  geolocation: 'Geolocation',
  environment: 'Environment',
  legal: 'Legal',
  schema: 'Schema',
  datasets: 'Datasets',
  linking: 'Linking',
  summary: 'Complete/Summary',
};

/** The group wizard's steps in order. */
export const groupSteps = ['mainFeed', 'describe', 'feeds', 'location'] as const;
export type GroupStep = (typeof groupSteps)[number];

export const groupStepTitles: Record<GroupStep | 'summary', string> = {
  mainFeed: 'Main feed',
  describe: 'Describe',
  feeds: 'Feeds',
  location: 'Location',
  summary: 'Complete/Summary',
};

/** Limits the wizard and the server share. */
export const feedLimits = {
  nameMax: 100,
  descriptionMax: 4000,
  uniqueIdMax: 100,
  textMax: 300,
  longTextMax: 20_000,
  /** Chips: the spec's default limit. */
  chips: 5,
  /** ISIC codes selectable in the tree. */
  isicSelect: 5,
  locations: 20,
  datasets: 20,
  parties: 20,
  relations: 20,
  clones: 100,
  pointsPerShape: 20,
} as const;

/** Location type 130 (fixed) and its subtypes: how the place is given. */
export const locationSubTypes = { address: 10002, point: 10003, boundedBox: 10007, polygon: 10008 } as const;
export const defaultContainerType = 130;
/** Map zoom of the wizards' location maps. */
export const wizardMapZoom = 7;

const text = (max: number) => zText().trim().max(max);
/** Optional text: blank means none (the server stores blanks as null). */
const optionalText = (max: number) => text(max).nullable().default(null);
/** An optional `http(s)` address; blank means none. */
const optionalWebAddress = (max: number) => zWebAddress(max).or(z.literal('')).nullable().default(null);
const optionalId = zInt.positive().nullish().default(null);
const chips = (item: z.ZodType<number>) => z.array(item).max(feedLimits.chips).default([]);

export const ZPartyInput = z.object({
  originatorId: optionalId.describe('A known originator (/originator/sector/{id}); none for a name typed in'),
  name: text(150).min(1),
  type: optionalId.describe('Owner type, domain 6'),
});

const inRange = ({ min, max }: { min: number; max: number }) => zDecimal.min(min).max(max);

export const ZLatLon = z.object({
  latitude: inRange(locationRanges.latitude),
  longitude: inRange(locationRanges.longitude),
  label: text(60).optional(),
});

export const ZLocationInput = z.object({
  type: zInt.positive().default(defaultContainerType).describe('Container type, domain 7; 130 fixed'),
  legalType: optionalId,
  parentId: optionalId,
  locationCategory: optionalId.describe('Domain 17'),
  locationType: optionalId.describe('Domain 13: 130 fixed, 131 moving, 132 other'),
  locationSubType: optionalId.describe('10002 address, 10003 point, 10007 bounded box, 10008 polygon'),
  location: z.object({
    address: optionalText(feedLimits.textMax),
    city: optionalText(120),
    postalCode: optionalText(20),
    countryId: optionalId,
    stateTerritory: optionalId,
    latitude: inRange(locationRanges.latitude).nullish().default(null),
    longitude: inRange(locationRanges.longitude).nullish().default(null),
    altitude: inRange(locationRanges.altitude).nullish().default(null),
    radius: zDecimal.positive().max(locationRanges.radius.max).nullish().default(null),
    radiusUnit: optionalId.describe('Domain 24'),
    freeText: optionalText(feedLimits.textMax),
    sensorText: optionalText(feedLimits.textMax),
    latLonInfo: z
      .array(ZLatLon)
      .max(feedLimits.pointsPerShape)
      .default([])
      .describe('Bounded box: 2 points; polygon: 5'),
  }),
});
export type TLocationInput = z.output<typeof ZLocationInput>;

export const ZDatasetInput = z.object({
  sensorInfo: z.object({
    type: optionalId.describe('Sensor type, domain 4'),
    sourceNameId: optionalId.describe('Domain 22'),
    sourceTypeId: optionalId.describe('Domain 23'),
    manufacturerId: optionalId.describe('Domain 25'),
    make: optionalText(120),
    model: optionalText(120),
    version: optionalText(60),
  }),
  schemaInfo: z.object({
    format: optionalId.describe('Domain 5'),
    type: optionalId.describe('Schema type, domain 8'),
    unitOfMeasureId: optionalId.describe('Domain 19'),
    property: optionalText(feedLimits.textMax),
    body: optionalText(feedLimits.longTextMax).describe('The schema itself, e.g. a JSON Schema or column list'),
  }),
});
export type TDatasetInput = z.output<typeof ZDatasetInput>;

/**
 * A feed as the metadata wizard edits it. A draft may leave anything but its name empty; submitting
 * checks every step's rules (`validateFeedSteps`).
 */
export const ZFeedBody = z.object({
  typeId: z
    .union([z.literal(1), z.literal(2)])
    .default(1)
    .describe('1 file-based, 2 continuous'),
  meta: z.object({
    name: text(feedLimits.nameMax).min(1),
    description: text(feedLimits.descriptionMax).default(''),
    version: optionalText(40),
    imageUrl: optionalWebAddress(500),
  }),
  identifier: z.object({
    extId: optionalText(feedLimits.uniqueIdMax).describe('Unique id, unique within the organisation'),
    urn: optionalText(feedLimits.textMax),
    uri: optionalWebAddress(feedLimits.textMax),
  }),
  categoryId: optionalId.describe('Category, domain 1'),
  isicCodes: z
    .array(z.string().regex(/^([A-U]|\d{2,4})$/))
    .max(feedLimits.isicSelect)
    .default([]),
  requireLegalReview: z.boolean().default(false),
  updateIntervalType: optionalId.describe('How often a continuous feed updates; /metadata/intervaltype'),
  sourceCategoryId: optionalId.describe('/domain/sourcecategory'),
  ownership: z
    .object({
      originators: z.array(ZPartyInput).max(feedLimits.parties).default([]),
      owners: z.array(ZPartyInput).max(feedLimits.parties).default([]),
    })
    .default({ originators: [], owners: [] }),
  environment: z
    .object({
      containerNameId: optionalId.describe('Domain 21'),
      environmentInfos: chips(zInt.positive()).describe('Domain 16'),
      interactors: chips(zInt.positive()).describe('Domain 18'),
    })
    .default({ containerNameId: null, environmentInfos: [], interactors: [] }),
  containers: z.array(ZLocationInput).max(feedLimits.locations).default([]),
  dataset: z.array(ZDatasetInput).max(feedLimits.datasets).default([]),
  legal: z
    .object({
      licence: optionalId.describe('Domain 10'),
      terms: optionalText(feedLimits.longTextMax),
      customEntries: z.array(zInt.positive()).max(50).default([]).describe('Entries of custom lists'),
    })
    .default({ licence: null, terms: null, customEntries: [] }),
  regulatory: chips(zInt.positive()).describe('Domain 14'),
  relations: z
    .array(z.object({ type: zInt.positive().describe('Domain 11'), target: text(feedLimits.textMax).min(1) }))
    .max(feedLimits.relations)
    .default([]),
  gradings: chips(zInt.positive()).describe('Domain 12'),
  citation: z.object({ text: optionalText(1000) }).default({ text: null }),
});
export type TFeedBody = z.input<typeof ZFeedBody>;
export type TFeedInput = z.output<typeof ZFeedBody>;

/** A feed as the wizard loads it back: the body plus identity and state. */
export const ZEditableFeed = ZFeedBody.extend({
  id: z.number().int(),
  uid: z.string(),
  orgId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  clonedFromId: z.number().int().nullable(),
  updateDate: zDateTime,
});
export type TEditableFeed = z.infer<typeof ZEditableFeed>;

/** The group wizard's body; the main feed is named in the path. */
export const ZGroupBody = z.object({
  meta: z.object({ name: text(feedLimits.nameMax).min(1), description: text(feedLimits.descriptionMax).default('') }),
  cloneIds: z.array(zInt.positive()).max(feedLimits.clones).default([]),
  containers: z.array(ZLocationInput).max(feedLimits.locations).default([]),
});
export type TGroupBody = z.input<typeof ZGroupBody>;
export type TGroupInput = z.output<typeof ZGroupBody>;

export const ZEditableGroup = ZGroupBody.extend({
  id: z.number().int(),
  mainId: z.number().int(),
  orgId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
});

/** One failed rule: the field (a path such as `containers.0.location.latitude`) and its message. */
export const ZStepIssue = z.object({ field: z.string(), message: z.string() });
export type TStepIssue = z.infer<typeof ZStepIssue>;

/** A wizard step's review: the system's issues and a supervisor's comments. */
export const ZStepReview = z.object({
  step: z.string(),
  title: z.string(),
  issues: z.array(ZStepIssue),
  comments: z.array(z.object({ text: z.string(), userName: z.string().nullable(), createDate: zDateTime })),
});

export const ZFeedReview = z.object({
  feedId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  steps: z.array(ZStepReview).describe('Only steps with issues or comments'),
});
export type TFeedReview = z.infer<typeof ZFeedReview>;

/** The supervisor's decision on a feed waiting for review (status 4). */
export const ZReviewDecision = z.object({
  approve: z.boolean(),
  comments: z
    .array(z.object({ step: z.enum(feedSteps), text: zText().max(2000) }))
    .max(feedSteps.length)
    .default([])
    .describe('Per-step comments; at least one when returning the feed'),
});

export const ZStatusChange = z.object({
  id: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  review: ZFeedReview.nullable().describe('Feedback per step when the feed was returned (status 5)'),
});
export type TStatusChange = z.infer<typeof ZStatusChange>;

/** A row of the Metadata tab and the supervisor's Feeds tab. */
export const ZFeedListRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  typeId: z.number().int(),
  typeText: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  extId: z.string().nullable(),
  requireLegalReview: z.boolean(),
  orgId: z.number().int(),
  orgName: z.string(),
  clonedFromId: z.number().int().nullable(),
  createDate: zDateTime,
  updateDate: zDateTime,
  updateUserName: z.string().nullable(),
});
export type TFeedListRow = z.infer<typeof ZFeedListRow>;

/** Sort fields of the feed lists. */
export const feedListSorts = ['name', 'status', 'typeId', 'dateCreated', 'lastDateModified', 'extId'] as const;

/** How a clone differs from its group's main feed. */
export const ZCloneDiff = z.object({
  feedId: z.number().int(),
  name: z.string(),
  differences: z.array(z.object({ field: z.string(), main: z.unknown(), clone: z.unknown() })),
});

export const ZWizardConfiguration = z.object({
  steps: z.array(z.object({ key: z.string(), title: z.string() })),
  groupSteps: z.array(z.object({ key: z.string(), title: z.string() })),
  limits: z.object({
    chips: z.number().int(),
    isicSelect: z.number().int(),
    locations: z.number().int(),
    datasets: z.number().int(),
  }),
  mapZoom: z.number().int(),
  presets: z.array(
    z.object({ id: z.number().int(), name: z.string(), description: z.string(), body: ZFeedBody.partial() }),
  ),
});

export const ZIdName = z.object({ id: z.number().int(), name: z.string() });

export const ZCustomList = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  orgId: z.number().int().nullable().describe('None for global lists'),
});
export const ZCustomListEntry = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
