import { z } from 'zod';
import { zDecimal, zInt } from '../common/common.schemas';
import { zText } from '../validators/zod-fields';
import { searchFilterKeys, searchPageSizeMax, searchSorts } from './catalog.constants';

// The constants are plain values, apart so a page can read them without loading zod.
export * from './catalog.constants';

const zLatitude = zDecimal.min(-90).max(90);
const zLongitude = zDecimal.min(-180).max(180);
const ZGeoPoint = z.object({ lat: zLatitude, lon: zLongitude });

/**
 * Geo filter: `bounded_box` keeps feeds inside bottomLeft–upperRight; `lat_lon` keeps feeds within
 * `radius` miles of `bottomLeft`, the circle's centre.
 */
export const ZGeoFilter = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bounded_box'), bottomLeft: ZGeoPoint, upperRight: ZGeoPoint }),
  z.object({
    type: z.literal('lat_lon'),
    bottomLeft: ZGeoPoint,
    upperRight: ZGeoPoint.optional(),
    radius: zDecimal.positive().max(12_500).describe('Miles'),
  }),
]);
export type TGeoFilter = z.infer<typeof ZGeoFilter>;

const ZFilterValue = z.union([zInt, z.string().regex(/^([A-U]|\d{2,4})$/)]);
export const ZSearchFilters = z
  .partialRecord(z.enum(searchFilterKeys), z.array(ZFilterValue).max(50))
  .describe('Filter key to the values wanted: any value of one filter, every filter');
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

export const ZSearchRequest = z.object({
  text: zText()
    .trim()
    .max(200)
    .default('')
    .describe(
      'Words to find in names, descriptions, identifiers, sources, sensors and places; words in double quotes as a phrase',
    ),
  filters: ZSearchFilters.default({}),
  geo: ZGeoFilter.nullish().describe('Applies only when the location type filter holds 130'),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(searchPageSizeMax).default(100),
  sort: z
    .enum(searchSorts)
    .default('DATEADDED')
    .describe('DATEADDED newest first, ALPHA by name, INITIAL by relevance'),
  order: z.enum(['asc', 'desc']).optional().describe('Defaults: DATEADDED desc, ALPHA asc, INITIAL desc'),
});
export type TSearchRequest = z.input<typeof ZSearchRequest>;
export type TSearchQuery = z.output<typeof ZSearchRequest>;

export const ZFeedColumns = z.object({
  locationCategory: z.array(z.string()),
  container: z.array(z.string()),
  environment: z.array(z.string()),
  interactor: z.array(z.string()),
  sourceName: z.array(z.string()),
  sourceType: z.array(z.string()),
  sourceCategory: z.array(z.string()),
  sensorType: z.array(z.string()),
  manufacturer: z.array(z.string()),
  originators: z.array(z.string()),
  owners: z.array(z.string()),
  measurementUnit: z.array(z.string()),
  format: z.array(z.string()),
  country: z.array(z.string()),
});
export type TFeedColumns = z.infer<typeof ZFeedColumns>;

/** A feed as lists and search results show it. */
export const ZFeedSummary = z.object({
  id: z.number().int(),
  uid: z.string(),
  type: z.number().int(),
  status: z.number().int(),
  meta: z.object({ name: z.string(), description: z.string() }),
  identifier: z.object({ extId: z.string().nullable(), uri: z.string().nullable() }),
  orgId: z.number().int(),
  orgName: z.string(),
  loadFrequencyType: z.number().int().nullable(),
  updateIntervalType: z.number().int().nullable(),
  createDate: z.string(),
  createUserName: z.string().nullable(),
  updateDate: z.string(),
  updateUserName: z.string().nullable(),
  sourceCat: z.number().int().nullable(),
  sourceCatText: z.string().nullable(),
  geometry: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  title: z.string(),
  description: z.string(),
  columns: ZFeedColumns,
  alreadyAvailable: z.boolean().describe("The feed belongs to the caller's organisation"),
});
export type TFeedSummary = z.infer<typeof ZFeedSummary>;

export const ZFacetOption = z.object({
  value: z.union([z.number(), z.string()]),
  name: z.string(),
  count: z.number().int(),
});
export type TFacetOption = z.infer<typeof ZFacetOption>;

export const ZSearchAnswer = z.object({
  data: z.array(ZFeedSummary),
  searchedFor: z
    .string()
    .describe("The words the results are for: the request's, with misspelt words corrected when they matched nothing"),
  corrections: z
    .array(z.object({ word: z.string(), correction: z.string() }))
    .describe("Words the catalogue does not hold, each with the catalogue's closest word searched for instead"),
  totalItems: z.number().int(),
  totalIsEstimate: z.boolean().describe('True when the total is an estimate (very common searches)'),
  facets: z
    .partialRecord(z.enum(searchFilterKeys), z.array(ZFacetOption))
    .describe('Up to 20 options per filter with counts'),
  facetsAreEstimates: z.boolean().describe('True when the filter counts are scaled from a sample of the matches'),
});
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;

const ZLocation = z.object({
  id: z.number().int(),
  legalType: z.number().int().nullable(),
  type: z.number().int().describe('Container type; 130 fixed location'),
  parentId: z.number().int().nullable(),
  locationCategory: z.number().int().nullable(),
  locationType: z.number().int().nullable(),
  locationSubType: z.number().int().nullable(),
  location: z.object({
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    altitude: z.number().nullable(),
    radius: z.number().nullable(),
    radiusUnit: z.number().int().nullable(),
    freeText: z.string().nullable(),
    sensorText: z.string().nullable(),
    countryId: z.number().int().nullable(),
    country: z.string().nullable(),
    stateTerritory: z.number().int().nullable(),
    latLonInfo: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: z.string().optional() })),
  }),
});

const ZSensorInfo = z.object({
  id: z.number().int(),
  sensorInfo: z.object({
    type: z.number().int().nullable(),
    typeName: z.string().nullable(),
    sourceNameId: z.number().int().nullable(),
    sourceName: z.string().nullable(),
    sourceTypeId: z.number().int().nullable(),
    sourceType: z.string().nullable(),
    manufacturerId: z.number().int().nullable(),
    manufacturer: z.string().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    version: z.string().nullable(),
  }),
  schemaInfo: z.object({
    format: z.number().int().nullable(),
    formatName: z.string().nullable(),
    type: z.number().int().nullable(),
    typeName: z.string().nullable(),
    property: z.string().nullable(),
    body: z.string().nullable(),
    unitOfMeasureId: z.number().int().nullable(),
    unitOfMeasure: z.string().nullable(),
  }),
});

const ZParty = z.object({
  originatorId: z.number().int().nullable(),
  name: z.string(),
  type: z.number().int().nullable(),
  typeName: z.string().nullable(),
});

/** Everything shown in a feed's detail dialog. */
export const ZFeedDetail = ZFeedSummary.extend({
  statusText: z.string(),
  typeText: z.string(),
  identifier: z.object({
    id: z.number().int(),
    extId: z.string().nullable(),
    urn: z.string().nullable(),
    uri: z.string().nullable(),
  }),
  version: z.string().nullable(),
  imageUrl: z.string().nullable(),
  requireLegalReview: z.boolean(),
  citation: z.object({ text: z.string().nullable() }),
  isicCodes: z.array(z.object({ code: z.string(), name: z.string() })),
  ownership: z.object({ originators: z.array(ZParty), owners: z.array(ZParty) }),
  environment: z.object({
    containerNameId: z.number().int().nullable(),
    containerName: z.string().nullable(),
    environmentInfos: z.array(z.object({ value: z.number().int(), name: z.string() })),
    interactors: z.array(z.object({ value: z.number().int(), name: z.string() })),
  }),
  containers: z.array(ZLocation),
  dataset: z.array(ZSensorInfo),
  details: z.record(z.string(), z.unknown()).describe('Legal, regulatory, relations and gradings'),
  numberOfMembers: z.number().int().describe('Members of a group feed; 0 for others'),
});
export type TFeedDetail = z.infer<typeof ZFeedDetail>;

/** The public id of a feed's shareable page. */
export const ZPublicFeedParams = z.object({ uid: z.string().uuid() });

export const ZGroupMember = ZFeedSummary.extend({ role: z.enum(['main', 'clone']) });

export const ZChangelogEntry = z.object({
  id: z.number().int(),
  feedId: z.number().int(),
  summary: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown().optional(), to: z.unknown().optional() })),
  createDate: z.string(),
  userName: z.string().nullable(),
});
export type TChangelogEntry = z.infer<typeof ZChangelogEntry>;

/** The search page's banner. */
export const ZCatalogSummary = z.object({
  feeds: z.number().int().describe('Active feeds'),
  providers: z.number().int().describe('Organisations with active feeds'),
  continuous: z.number().int().describe('Active continuous (live) feeds'),
  countries: z.number().int().describe('Countries with active feeds'),
});

const ZSearchCriteria = ZSearchRequest.pick({ text: true, filters: true, geo: true });

export const ZClusterRequest = ZSearchCriteria.extend({
  bounds: z.object({ bottomLeft: ZGeoPoint, upperRight: ZGeoPoint }).describe('The map area shown'),
  zoom: z.number().int().min(0).max(22),
});
export type TClusterRequest = z.input<typeof ZClusterRequest>;

export const ZCluster = z.object({
  lat: z.number().describe('Mean position of the feeds in the cluster'),
  lon: z.number(),
  count: z.number().int(),
  feedId: z.number().int().nullable().describe('The feed, when the cluster holds one'),
  bounds: z.object({ bottomLeft: ZGeoPoint, upperRight: ZGeoPoint }).describe('Zooming here splits the cluster'),
});
export type TCluster = z.infer<typeof ZCluster>;

export const ZClusterAnswer = z.object({ clusters: z.array(ZCluster), total: z.number().int() });

/** Feeds at one place (coordinates rounded to 3 decimals, as the map shows them). */
export const ZSameLocationRequest = ZSearchCriteria.extend({
  point: ZGeoPoint,
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(searchPageSizeMax).default(100),
});

export const ZSuggestRequest = ZSearchCriteria.extend({ limit: z.number().int().min(1).max(8).default(8) });
export const ZSuggestAnswer = z.object({ suggestions: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export const ZFilterOptionsRequest = ZSearchCriteria.extend({
  filter: z.enum(searchFilterKeys),
  prefix: zText().trim().max(60).default('').describe('Options whose name starts with this, case-insensitively'),
});
export const ZFilterOptionsAnswer = z.object({ options: z.array(ZFacetOption) });
