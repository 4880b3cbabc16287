import { z } from 'zod';
import { ZMessage, zId } from '../common/common.schemas';
import { zPage } from '../common/paging';
import { optionLookupRoute } from '../common/option-lookup-route';
import { defineRoute } from '../common/route';
import { ingestLimits } from './connectors.constants';
import {
  ZApiClient,
  ZApiClientBody,
  ZApiClientListQuery,
  ZApiClientUpdateBody,
  ZApiClientUsage,
  ZApiClientWithToken,
  ZConnector,
  ZConnectorBody,
  ZConnectorFeed,
  ZConnectorFeedQuery,
  ZConnectorListQuery,
  ZConnectorParamDef,
  ZConnectorStatusParams,
  ZConnectorSummary,
  ZConnectorType,
  ZConnectorTypeParams,
  ZConnectorUpdateBody,
  ZConnectorValidation,
  ZIngestQuery,
  ZIngestResult,
  ZUsageQuery,
} from './connectors.schemas';

const tag = 'connectors';
const whoReads = "The organisation's members and the supervisor read it; another organisation's answers 404.";
const whoChanges =
  "Only the organisation's members change it; read-only organisations (type 3) and the supervisor answer 403, another organisation's connector or client 404.";
const checks =
  "The parameters must be the type's (`GET /connector/type/{typeId}/push/params` or `/pull/params`), the type of the category, and the feed a continuous feed: of the organisation for an inbound connector, one it may read for an outbound one. A configuration that fails answers 400 with 'Connector Configuration is Invalid' and the failing fields.";
const tokenOnce = 'The token is shown in this answer only: it is stored hashed.';
const lookup = (path: string, operationId: string, summary: string, description: string) =>
  optionLookupRoute(tag, path, operationId, summary, description);
const params = (mode: 'push' | 'pull') =>
  defineRoute({
    method: 'GET',
    path: `/connector/type/:typeId/${mode}/params`,
    operationId: mode === 'push' ? 'listConnectorPushParams' : 'listConnectorPullParams',
    summary: `The parameters a connector type takes when it ${mode}s`,
    description: `The parameters of a ${mode} connector of the type, in the order the wizard shows them; a type that does not ${mode} has none. An unknown type answers 404. Cacheable for 2 minutes.`,
    tag,
    access: 'public',
    params: ZConnectorTypeParams,
    responses: { 200: z.array(ZConnectorParamDef) },
    errors: [404],
  });
const feeds = (direction: 'inbound' | 'outbound') =>
  defineRoute({
    method: 'GET',
    path: `/connector/metadata/${direction}`,
    operationId: direction === 'inbound' ? 'listInboundConnectorFeeds' : 'listOutboundConnectorFeeds',
    summary:
      direction === 'inbound'
        ? "The feeds an inbound connector may fill: the organisation's continuous feeds (paged)"
        : 'The feeds an outbound connector may deliver: continuous feeds the organisation may read (paged)',
    description: `${
      direction === 'inbound'
        ? "The caller's organisation's continuous feeds in every status"
        : "Continuous feeds the caller's organisation owns or has been granted access to"
    }, by name, filtered by name from 3 characters, with the total in \`x-total-count\`.`,
    tag,
    access: 'member',
    query: ZConnectorFeedQuery,
    responses: { 200: zPage(ZConnectorFeed) },
  });

/** Connectors: how live data flows into and out of feeds, and the API clients that push it. */
export const connectorsRoutes = {
  types: defineRoute({
    method: 'GET',
    path: '/connector/type',
    operationId: 'listConnectorTypes',
    summary: 'Connector types, with their category and whether they push or pull',
    description:
      'Types: 1 HTTP push and 3 MQTT push (inbound, devices send), 2 HTTP pull (inbound, the marketplace fetches), 4 webhook (outbound). Cacheable for 2 minutes.',
    tag,
    access: 'public',
    responses: { 200: z.array(ZConnectorType) },
  }),
  feedTypes: lookup(
    '/connector/feedtype',
    'listConnectorFeedTypes',
    'The feed types connectors serve',
    'Connectors carry live data: 2 Continuous.',
  ),
  categories: lookup(
    '/connector/category',
    'listConnectorCategories',
    'Connector categories',
    'Categories: 2 inbound (records come into a feed), 1 outbound (records go out to an endpoint).',
  ),
  sdkTypes: lookup('/connector/sdk/type', 'listSdkTypes', 'How programs call the API', 'SDK types: 1 HTTP, 2 MQTT.'),
  apiTypes: lookup(
    '/connector/api/type',
    'listApiClientTypes',
    'What API clients are for',
    'API client types: 1 ingestion, 2 data access.',
  ),
  pushParams: params('push'),
  pullParams: params('pull'),
  inboundFeeds: feeds('inbound'),
  outboundFeeds: feeds('outbound'),
  list: defineRoute({
    method: 'GET',
    path: '/connector/organization/:orgId/config',
    operationId: 'listConnectors',
    summary: "The Technical tab's connectors: an organisation's connectors (paged)",
    description:
      "The organisation's connectors by name unless sorted otherwise (type, status, date created), filtered by name from 3 characters, 10 a page, with the total in `x-total-count`. For the organisation's members and the supervisor; others answer 403.",
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZConnectorListQuery,
    responses: { 200: zPage(ZConnector) },
    errors: [403],
  }),
  get: defineRoute({
    method: 'GET',
    // The spec's `{configId}`, named `id` as in the connector's other paths: OpenAPI tells paths apart by their shape.
    path: '/connector/:id',
    operationId: 'getConnector',
    summary: 'One connector with its parameters',
    description: `A connector with its feed and parameter values. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZConnector },
    errors: [404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/connector',
    operationId: 'createConnector',
    summary: 'Create a connector for a feed',
    description: `Creates a connector, active unless \`status\` says 1. ${checks} ${whoChanges}`,
    tag,
    access: 'member',
    body: ZConnectorBody,
    responses: { 201: ZConnector },
    errors: [403],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/connector',
    operationId: 'updateConnector',
    summary: 'Change a connector (the body names it by `id`)',
    description: `Replaces the connector named by \`id\` with the body. ${checks} ${whoChanges}`,
    tag,
    access: 'member',
    body: ZConnectorUpdateBody,
    responses: { 200: ZConnector },
    errors: [403, 404],
  }),
  validate: defineRoute({
    method: 'PUT',
    path: '/connector/validate',
    operationId: 'validateConnector',
    summary: "Check a connector's configuration without saving it: 'Valid' or 'Connector Configuration is Invalid'",
    description: `Runs the checks of creating the connector and answers 200 with \`valid\`, the message and the failing fields; nothing is saved. ${checks.replace(/ A configuration that fails.*$/, '')}`,
    tag,
    access: 'member',
    body: ZConnectorBody,
    responses: { 200: ZConnectorValidation },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/connector/:id',
    operationId: 'deleteConnector',
    summary: 'Delete a connector',
    description: `Deletes the connector; records it brought stay in the feed. ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/connector/:id/status/:status',
    operationId: 'setConnectorStatus',
    summary: 'Activate (2) or deactivate (1) a connector',
    description: `Sets the status: 2 active, 1 not active. A connector that is not active carries no records: pushes to its feed through it answer 409. ${whoChanges}`,
    tag,
    access: 'member',
    params: ZConnectorStatusParams,
    responses: { 200: ZConnector },
    errors: [403, 404],
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/connector/summary/:id',
    operationId: 'getConnectorSummary',
    summary: "A connector's metrics: its figures and the last 30 days' records and calls",
    description: `The connector, its figures (records, calls, chunks, refused calls), records today as the header figure, and a graph of records and calls per day. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZConnectorSummary },
    errors: [404],
  }),
  apiList: defineRoute({
    method: 'GET',
    path: '/connector/api/organization/:orgId/config',
    operationId: 'listApiClients',
    summary: "The Technical tab's SDK view: an organisation's API clients (paged)",
    description:
      "The organisation's API clients, without their tokens, by name unless sorted otherwise, filtered by name from 3 characters, 10 a page, with the total in `x-total-count`. For the organisation's members and the supervisor; others answer 403.",
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZApiClientListQuery,
    responses: { 200: zPage(ZApiClient) },
    errors: [403],
  }),
  apiCreate: defineRoute({
    method: 'POST',
    path: '/connector/api',
    operationId: 'createApiClient',
    summary: 'Create an API client and its token',
    description: `Creates an API client of the caller's organisation, active unless \`status\` says 1, with a new token. ${tokenOnce} ${whoChanges}`,
    tag,
    access: 'member',
    body: ZApiClientBody,
    responses: { 201: ZApiClientWithToken },
    errors: [403],
  }),
  apiUpdate: defineRoute({
    method: 'PUT',
    path: '/connector/api',
    operationId: 'updateApiClient',
    summary: 'Rename an API client or change its type or status (the body names it by `id`)',
    description: `Replaces the client named by \`id\` with the body; its token is kept. ${whoChanges}`,
    tag,
    access: 'member',
    body: ZApiClientUpdateBody,
    responses: { 200: ZApiClient },
    errors: [403, 404],
  }),
  apiRemove: defineRoute({
    method: 'DELETE',
    path: '/connector/api/:id',
    operationId: 'deleteApiClient',
    summary: 'Delete an API client: its token stops working at once',
    description: `Deletes the client; its token answers 401 from then on. ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  apiSetStatus: defineRoute({
    method: 'PUT',
    path: '/connector/api/:id/status/:status',
    operationId: 'setApiClientStatus',
    summary: 'Activate (2) or deactivate (1) an API client',
    description: `Sets the status: 2 active, 1 not active. The token of a client that is not active answers 401 until it is active again. ${whoChanges}`,
    tag,
    access: 'member',
    params: ZConnectorStatusParams,
    responses: { 200: ZApiClient },
    errors: [403, 404],
  }),
  apiToken: defineRoute({
    method: 'PUT',
    path: '/connector/api/:sdkId/token',
    operationId: 'resetApiClientToken',
    summary: "Replace an API client's token: the old one stops working at once",
    description: `Makes a new token for the client and answers it; the old token answers 401 from then on. ${tokenOnce} ${whoChanges}`,
    tag,
    access: 'member',
    params: z.object({ sdkId: zId }),
    responses: { 200: ZApiClientWithToken },
    errors: [403, 404],
  }),
  apiSummary: defineRoute({
    method: 'GET',
    path: '/connector/api/summary/:id',
    operationId: 'getApiClientUsage',
    summary: "An API client's usage graph: its calls per day, week or month",
    description: `The client's calls and the records they carried per period (DAY by default: the last 30 days; WEEK and MONTH: the last 12), zero where there were none. ${whoReads}`,
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    query: ZUsageQuery,
    responses: { 200: ZApiClientUsage },
    errors: [404],
  }),
} as const;

/** Ingestion: programs push live records into continuous feeds with an API client's token. */
export const ingestRoutes = {
  push: defineRoute({
    method: 'POST',
    path: '/ingest/:metadataId',
    operationId: 'pushRecords',
    summary: 'Push records into a continuous feed: JSON lines, a JSON array or CSV, by `Content-Type`',
    description: `Takes a batch of records for a continuous feed with \`Authorization: Bearer <API client token>\` (not a member session): \`application/x-ndjson\` (one JSON object a line), \`application/json\` (an array of objects, or one object) or \`text/csv\` (a header line, then one record a line), at most ${ingestLimits.maxRecords.toLocaleString('en-US')} records and ${ingestLimits.maxBytes / 1024 / 1024} MiB. The records join the feed's live stream (\`trackingId\`) and are readable through the continuous calls within a second. A malformed batch answers 400 with each failing line in \`fields\` (\`line 3\`), and none of it is kept. A bad, revoked or deactivated token answers 401; a feed of another organisation 403; a feed that is not continuous 409, as does one whose HTTP push connectors are all not active. Every call counts in the client's usage.`,
    tag: 'ingest',
    access: 'apiClient',
    params: z.object({ metadataId: zId }),
    query: ZIngestQuery,
    bodyType: 'records',
    responses: { 200: ZIngestResult },
    errors: [403, 404, 409],
  }),
} as const;

/** Live records of continuous feeds as they arrive. */
export const liveRoutes = {
  stream: defineRoute({
    method: 'GET',
    path: '/continuous/metadata/:id/live',
    operationId: 'streamLiveRecords',
    summary: "A continuous feed's new records as they arrive (server-sent events)",
    description:
      "A `text/event-stream` that stays open: one `records` event per stored chunk, its `id` the chunk's content id and its `data` `{ metadataId, trackingId, contentId, dataStart, dataEnd, records }`; a comment every 15 seconds keeps it open. Sent with `Last-Event-ID` (a content id), it first replays the feed's chunks stored after that one (at most 100), so a view that reconnects after a drop misses nothing. Read it with `fetch` and the `Authorization` header (an `EventSource` cannot send one). For the owner organisation, the supervisor and organisations granted access to the feed; others answer 403, or 404 when the feed is not active; a feed that is not continuous answers 409.",
    tag: 'datasets',
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: z.string().meta({ description: 'Server-sent events' }) },
    answerType: 'text/event-stream',
    errors: [403, 404, 409],
  }),
} as const;
