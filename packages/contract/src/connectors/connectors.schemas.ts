import { z } from 'zod';
import { zDateTime, zId, zInt, zIntText } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { summaryIntervals, defaultSummaryInterval } from '../dashboard/dashboard.schemas';
import { messages } from '../messages';
import { zFeedDescription, zFeedName, zText } from '../validators/zod-fields';
import {
  apiClientSorts,
  apiClientTypes,
  connectorCategories,
  connectorDescriptionMaxLength,
  connectorModes,
  connectorNameMaxLength,
  connectorParamKinds,
  connectorSorts,
  connectorStatuses,
  connectorTypes,
  sdkTypes,
  technicalPageSize,
} from './connectors.constants';

const statusValues = [connectorStatuses.notActive, connectorStatuses.active] as const;
const zStatus = z.literal(statusValues).describe('2 active, 1 not active');
const zName = zFeedName({ required: true }).pipe(zText().max(connectorNameMaxLength, messages.maxLength));
const zTypeId = z
  .literal(Object.values(connectorTypes))
  .describe('The connector type (`GET /connector/type`): 1 HTTP push, 2 HTTP pull, 3 MQTT push, 4 webhook');

/** One parameter value of a connector, named by its id (`paramName` is informative and may be left out). */
export const ZConnectorParamValue = z.object({
  paramId: zInt.positive().describe('From `GET /connector/type/{typeId}/push/params` or `/pull/params`'),
  paramName: zText().max(100).optional(),
  value: zText().max(2000, messages.maxLength).describe('The value as text; integers as digits'),
});
export type TConnectorParamValue = z.infer<typeof ZConnectorParamValue>;

/**
 * A connector as the provider writes it. The server checks what the shape cannot: the parameters
 * against the type's, the feed (a continuous feed of the organisation for an inbound connector, one
 * it may read for an outbound one) and the type's category.
 */
export const ZConnectorBody = z.object({
  name: zName,
  description: zFeedDescription().pipe(zText().max(connectorDescriptionMaxLength, messages.maxLength).optional()),
  category: z
    .literal([connectorCategories.outbound, connectorCategories.inbound])
    .describe('2 inbound (records come into the feed), 1 outbound (records go out to an endpoint)'),
  type: zTypeId,
  metadataId: zInt.positive().describe('The feed the connector carries records of'),
  params: z.array(ZConnectorParamValue).max(20).default([]),
  status: zStatus.default(connectorStatuses.active),
});
export type TConnectorBody = z.input<typeof ZConnectorBody>;
export type ConnectorInput = z.output<typeof ZConnectorBody>;

/** `PUT /connector`: the connector named by `id`, replaced by the body. */
export const ZConnectorUpdateBody = ZConnectorBody.extend({ id: zInt.positive() });
export type TConnectorUpdateBody = z.input<typeof ZConnectorUpdateBody>;

/** A parameter value as the API answers it. */
export const ZConnectorParam = z.object({ paramId: z.number().int(), paramName: z.string(), value: z.string() });

/** A connector as the API answers it (provider spec §3). */
export const ZConnector = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.number().int().describe('2 inbound, 1 outbound'),
  categoryName: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  mode: z.enum(connectorModes).describe('Who starts each transfer'),
  metadataId: z.number().int(),
  metadataName: z.string(),
  params: z.array(ZConnectorParam),
  status: z.number().int().describe('2 active, 1 not active'),
  statusName: z.string(),
  ingestPath: z
    .string()
    .nullable()
    .describe('For an HTTP push connector: the address below the API base its devices post records to'),
  mqttTopic: z
    .string()
    .nullable()
    .describe("For an MQTT push connector: the topic its devices publish records to on the marketplace's broker"),
  dateCreated: zDateTime,
  lastDateModified: zDateTime,
});
export type TConnector = z.infer<typeof ZConnector>;

/** `PUT /connector/validate`'s answer: 'Valid', or 'Connector Configuration is Invalid' with the failing fields. */
export const ZConnectorValidation = z.object({
  valid: z.boolean(),
  message: z.enum([messages.connectorValid, messages.connectorInvalid]),
  fields: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TConnectorValidation = z.infer<typeof ZConnectorValidation>;

/** A connector type with its category and mode (`GET /connector/type`). */
export const ZConnectorType = z.object({
  name: z.string(),
  value: z.number().int(),
  description: z.string(),
  category: z.number().int(),
  mode: z.enum(connectorModes),
});
export type TConnectorType = z.infer<typeof ZConnectorType>;

/** One parameter a connector type takes. */
export const ZConnectorParamDef = z.object({
  paramId: z.number().int(),
  paramName: z.string(),
  label: z.string(),
  description: z.string(),
  kind: z.enum(connectorParamKinds),
  required: z.boolean(),
  defaultValue: z.string().nullable(),
  options: z.array(z.string()).describe('The values a `choice` takes'),
  min: z.number().int().nullable().describe('Least integer, or fewest characters'),
  max: z.number().int().nullable().describe('Largest integer, or most characters'),
});
export type TConnectorParamDef = z.infer<typeof ZConnectorParamDef>;

export const ZConnectorTypeParams = z.object({ typeId: zId });

export const ZConnectorStatusParams = z.object({
  id: zId,
  status: zIntText.pipe(z.literal(statusValues, { error: 'The status must be 2 (active) or 1 (not active)' })),
});

/** The Technical tab's connector list: by name unless sorted otherwise, 10 a page; `filter` (3 characters or more) matches the name. */
export const ZConnectorListQuery = ZPageQuery.extend({
  pageSize: zIntText.min(1).max(200).default(technicalPageSize),
  order: z.enum(['asc', 'desc']).default('asc'),
  orderBy: z.enum(connectorSorts).default('name'),
  filterBy: z.enum(['name']).optional().describe('What `filter` matches: the name (the only choice)'),
  category: zIntText
    .pipe(z.literal([connectorCategories.outbound, connectorCategories.inbound]))
    .optional()
    .describe('Only connectors of this category'),
});
export type TConnectorListQuery = z.input<typeof ZConnectorListQuery>;

/** The Technical tab's API client list: as the connector list. */
export const ZApiClientListQuery = ZConnectorListQuery.omit({ category: true }).extend({
  orderBy: z.enum(apiClientSorts).default('name'),
});
export type TApiClientListQuery = z.input<typeof ZApiClientListQuery>;

/** A feed the connector wizard offers (`/connector/metadata/inbound` and `/outbound`). */
export const ZConnectorFeed = z.object({
  id: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  typeId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  connectors: z.number().int().describe("The caller's connectors of this feed and direction"),
});
export type TConnectorFeed = z.infer<typeof ZConnectorFeed>;

/** The wizard's feed picker: by name, 10 a page; `filter` (3 characters or more) matches the name. */
export const ZConnectorFeedQuery = ZPageQuery.pick({ pageNum: true, filter: true }).extend({
  pageSize: zIntText.min(1).max(200).default(technicalPageSize),
});
export type TConnectorFeedQuery = z.input<typeof ZConnectorFeedQuery>;

const zApiType = z
  .literal([apiClientTypes.ingestion, apiClientTypes.dataAccess])
  .describe('`GET /connector/api/type`: 1 ingestion, 2 data access');

/** An API client (SDK) as the provider writes it. */
export const ZApiClientBody = z.object({
  name: zName,
  type: zApiType,
  sdkType: z
    .literal([sdkTypes.http, sdkTypes.mqtt])
    .default(sdkTypes.http)
    .describe('`GET /connector/sdk/type`: 1 HTTP, 2 MQTT'),
  status: zStatus.default(connectorStatuses.active),
});
export type TApiClientBody = z.input<typeof ZApiClientBody>;
export type ApiClientInput = z.output<typeof ZApiClientBody>;

/** `PUT /connector/api`: the API client named by `id`, replaced by the body (its token is kept). */
export const ZApiClientUpdateBody = ZApiClientBody.extend({ id: zInt.positive() });
export type TApiClientUpdateBody = z.input<typeof ZApiClientUpdateBody>;

/** An API client as the API answers it: never its token, which only creating and regenerating show. */
export const ZApiClient = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  sdkType: z.number().int(),
  sdkTypeName: z.string(),
  status: z.number().int().describe('2 active, 1 not active'),
  statusName: z.string(),
  tokenHint: z.string().describe('The first characters of the token, to tell tokens apart'),
  lastUsedAt: zDateTime.nullable(),
  dateCreated: zDateTime,
  lastDateModified: zDateTime,
});
export type TApiClient = z.infer<typeof ZApiClient>;

/** Creating a client or regenerating its token: the client and its token, shown this once. */
export const ZApiClientWithToken = ZApiClient.extend({
  token: z.string().describe('The Bearer token of the client; stored hashed and never shown again'),
});
export type TApiClientWithToken = z.infer<typeof ZApiClientWithToken>;

/** One day's, week's or month's count. */
export const ZTransactionCount = z.object({
  count: z.number().int(),
  transactionDate: zDateTime.describe('Start of the period (UTC)'),
});
export type TTransactionCount = z.infer<typeof ZTransactionCount>;

/** One series of a graph. */
export const ZGraphSeries = z.object({ title: z.string(), transactions: z.array(ZTransactionCount) });
export type TGraphSeries = z.infer<typeof ZGraphSeries>;

/** A named figure. */
export const ZMetric = z.object({ name: z.string(), value: z.number().int() });
export type TMetric = z.infer<typeof ZMetric>;

/** Where an outbound connector's delivery to its endpoint stands. */
export const ZConnectorDelivery = z.object({
  lastDeliveryAt: zDateTime.nullable().describe('When the endpoint last accepted a chunk'),
  failedAttempts: z.number().int().describe('Failed tries of the chunk waiting to go out; 0 while deliveries succeed'),
  nextAttemptAt: zDateTime.nullable().describe('When that chunk is tried again'),
  lastError: z
    .string()
    .nullable()
    .describe('Why the last try failed (`HTTP 503`, `timeout`, `ECONNREFUSED`), until a delivery succeeds'),
  deadLettered: z.number().int().describe('Chunks given up on after their tries, so that later ones could go out'),
});
export type TConnectorDelivery = z.infer<typeof ZConnectorDelivery>;

/** A connector's metrics (provider spec §3): its figures and the last 30 days' records and calls. */
export const ZConnectorSummary = z.object({
  connectorConfig: ZConnector,
  metrics: z.array(ZMetric).describe('Records, calls, chunks and failed calls, since the connector was made'),
  headerMetric: ZMetric.describe('The figure the preview shows first: records today'),
  lastRecordAt: zDateTime.nullable(),
  graph: z.array(ZGraphSeries).describe('Records and calls per day over the last 30 days'),
  delivery: ZConnectorDelivery.nullable().describe('Outbound connectors: where delivery stands; null for inbound ones'),
});
export type TConnectorSummary = z.infer<typeof ZConnectorSummary>;

export const ZUsageQuery = z.object({
  interval: z.enum(summaryIntervals).default(defaultSummaryInterval).describe('How the graph is grouped'),
});
export type TUsageQuery = z.input<typeof ZUsageQuery>;

/** An API client's calls per period: every period from `from` to `to`, zero where it made none. */
export const ZApiClientUsage = z.object({
  id: z.number().int(),
  interval: z.enum(summaryIntervals),
  from: zDateTime,
  to: zDateTime,
  total: z.number().int().describe('Calls over the whole series'),
  graph: z.array(ZGraphSeries).describe('Calls and records per period'),
});
export type TApiClientUsage = z.infer<typeof ZApiClientUsage>;

/** The ingestion call: which live stream of the feed the records join. */
export const ZIngestQuery = z.object({
  trackingId: z
    .string()
    .uuid()
    .optional()
    .describe("The live stream (tracking id) the records join; the feed's push stream when left out"),
});
export type TIngestQuery = z.input<typeof ZIngestQuery>;

/** What an ingestion call kept. */
export const ZIngestResult = z.object({
  metadataId: z.number().int(),
  trackingId: z.string(),
  accepted: z.number().int().describe('Records kept; readable through the continuous calls within a second'),
});
export type TIngestResult = z.infer<typeof ZIngestResult>;

/** The `data` of one `records` event of a feed's live stream: the records of one stored chunk. */
export const ZLiveEvent = z.object({
  metadataId: z.number().int(),
  trackingId: z.string(),
  contentId: z.number().int().describe("The chunk's content id, also the event's `id`"),
  dataStart: zDateTime,
  dataEnd: zDateTime,
  records: z.array(z.record(z.string(), z.unknown())),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
