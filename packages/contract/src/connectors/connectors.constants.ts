/** Connectors' and API clients' constants: plain values, so pages that only read them do without zod. */
import { feedTypes } from '../catalog/catalog.constants';

/** Connector and API client status (provider spec §4): 2 active, 1 not active; the toggle sets the other. */
export const connectorStatuses = { notActive: 1, active: 2 } as const;
export const connectorStatusNames: Record<number, string> = {
  [connectorStatuses.notActive]: 'Not active',
  [connectorStatuses.active]: 'Active',
};

/** Which way a connector carries records (provider spec §3: 2 = inbound). */
export const connectorCategories = { outbound: 1, inbound: 2 } as const;
export const connectorCategoryNames: Record<number, string> = {
  [connectorCategories.outbound]: 'Outbound',
  [connectorCategories.inbound]: 'Inbound',
};

/**
 * Who starts a transfer: `push` the sender (a device pushes to the marketplace, or the marketplace
 * pushes to a consumer's endpoint), `pull` the receiver (the marketplace fetches a provider's URL).
 */
export const connectorModes = ['push', 'pull'] as const;
export type ConnectorMode = (typeof connectorModes)[number];

/** The kinds of connector: how records travel, which way, and who starts each transfer. */
export const connectorTypes = { httpPush: 1, httpPull: 2, mqttPush: 3, webhook: 4 } as const;
export type ConnectorTypeId = (typeof connectorTypes)[keyof typeof connectorTypes];

/** Parameter ids, shared by the types that take the same parameter. */
export const connectorParams = {
  format: 1,
  url: 2,
  intervalSeconds: 3,
  authorization: 4,
  topic: 5,
  secret: 6,
} as const;

/** The formats records travel in; the ingestion endpoint also reads the format from `Content-Type`. */
export const recordFormats = ['jsonl', 'json', 'csv'] as const;
export type RecordFormat = (typeof recordFormats)[number];

/** Media types the ingestion endpoint reads, by the format each carries. */
export const recordMediaTypes: Record<RecordFormat, readonly string[]> = {
  jsonl: ['application/x-ndjson', 'application/jsonl', 'application/jsonlines', 'application/x-jsonlines'],
  json: ['application/json'],
  csv: ['text/csv'],
};

/** How a parameter's value is entered and checked. */
export const connectorParamKinds = ['text', 'url', 'integer', 'choice', 'secret'] as const;
export type ConnectorParamKind = (typeof connectorParamKinds)[number];

export type ConnectorParamDef = {
  paramId: number;
  paramName: string;
  label: string;
  description: string;
  kind: ConnectorParamKind;
  required: boolean;
  defaultValue: string | null;
  /** The values a `choice` takes. */
  options: readonly string[];
  /** Bounds of an `integer`, or of a text's length. */
  min: number | null;
  max: number | null;
};

const param = (
  paramId: number,
  paramName: string,
  label: string,
  description: string,
  kind: ConnectorParamKind,
  extra: Partial<Pick<ConnectorParamDef, 'required' | 'defaultValue' | 'options' | 'min' | 'max'>> = {},
): ConnectorParamDef => ({
  paramId,
  paramName,
  label,
  description,
  kind,
  required: extra.required ?? false,
  defaultValue: extra.defaultValue ?? null,
  options: extra.options ?? [],
  min: extra.min ?? null,
  max: extra.max ?? null,
});

const formatParam = param(
  connectorParams.format,
  'format',
  'Record format',
  'How records are written: JSON lines, a JSON array or CSV with a header line',
  'choice',
  { required: true, defaultValue: 'jsonl', options: recordFormats },
);

/** Fewest and most seconds between two fetches of a pull connector, and the wait when nothing says. */
export const pullIntervalSeconds = { min: 10, max: 86_400, default: 300 } as const;

/**
 * A pull connector without an interval of its own fetches as often as its feed says it is updated
 * (the metadata's update interval, `/metadata/intervaltype`): real time as often as allowed, weekly or
 * rarer once a day, irregular or unknown every `pullIntervalSeconds.default`.
 */
export const pullIntervalOfUpdateInterval: Record<number, number> = {
  1: pullIntervalSeconds.min,
  2: 60,
  3: 15 * 60,
  4: 60 * 60,
  5: pullIntervalSeconds.max,
  6: pullIntervalSeconds.max,
  7: pullIntervalSeconds.max,
  8: pullIntervalSeconds.max,
  9: pullIntervalSeconds.max,
};

export type ConnectorTypeDef = {
  value: ConnectorTypeId;
  name: string;
  description: string;
  category: (typeof connectorCategories)[keyof typeof connectorCategories];
  mode: ConnectorMode;
  params: readonly ConnectorParamDef[];
};

/** Every connector type with its parameters: the reference data of `GET /connector/type` and its params calls. */
export const connectorTypeDefs: readonly ConnectorTypeDef[] = [
  {
    value: connectorTypes.httpPush,
    name: 'HTTP push',
    description:
      "The provider's devices send records over HTTP to the feed's ingestion address with an API client's token",
    category: connectorCategories.inbound,
    mode: 'push',
    params: [formatParam],
  },
  {
    value: connectorTypes.httpPull,
    name: 'HTTP pull',
    description: 'The marketplace fetches records from an address of the provider at a set interval',
    category: connectorCategories.inbound,
    mode: 'pull',
    params: [
      param(connectorParams.url, 'url', 'Source address', 'The http(s) address records are fetched from', 'url', {
        required: true,
        max: 2000,
      }),
      param(
        connectorParams.intervalSeconds,
        'intervalSeconds',
        'Interval (seconds)',
        "Seconds between two fetches; empty, as often as the feed's update interval says",
        'integer',
        { min: pullIntervalSeconds.min, max: pullIntervalSeconds.max },
      ),
      formatParam,
      param(
        connectorParams.authorization,
        'authorization',
        'Authorization header',
        'Sent as the `Authorization` header of each fetch, if set',
        'secret',
        { max: 1000 },
      ),
    ],
  },
  {
    value: connectorTypes.mqttPush,
    name: 'MQTT push',
    description: "The provider's devices publish records to the feed's topic on the marketplace's MQTT broker",
    category: connectorCategories.inbound,
    mode: 'push',
    params: [
      param(
        connectorParams.topic,
        'topic',
        'Topic',
        'The MQTT topic records are published to; the feed’s own topic when empty',
        'text',
        { max: 200 },
      ),
      formatParam,
    ],
  },
  {
    value: connectorTypes.webhook,
    name: 'Webhook',
    description:
      "The marketplace posts each batch of new records to the consumer's address, signed with a shared secret",
    category: connectorCategories.outbound,
    mode: 'push',
    params: [
      param(connectorParams.url, 'url', 'Destination address', 'The http(s) address batches are posted to', 'url', {
        required: true,
        max: 2000,
      }),
      param(
        connectorParams.secret,
        'secret',
        'Signing secret',
        'Signs each body with HMAC-SHA256, sent in the `X-Feedmarket-Signature` header',
        'secret',
        { required: true, min: 16, max: 200 },
      ),
    ],
  },
];

/** The feed types a connector serves (`GET /connector/feedtype`): live data only. */
export const connectorFeedTypes = [{ name: 'Continuous', value: feedTypes.continuous }] as const;

/** What an API client is for (`GET /connector/api/type`). */
export const apiClientTypes = { ingestion: 1, dataAccess: 2 } as const;
export const apiClientTypeNames: Record<number, string> = {
  [apiClientTypes.ingestion]: 'Ingestion',
  [apiClientTypes.dataAccess]: 'Data access',
};

/** The ways a program calls the API (`GET /connector/sdk/type`). */
export const sdkTypes = { http: 1, mqtt: 2 } as const;
export const sdkTypeNames: Record<number, string> = {
  [sdkTypes.http]: 'HTTP (REST)',
  [sdkTypes.mqtt]: 'MQTT',
};

/** Longest name of a connector or an API client. */
export const connectorNameMaxLength = 100;
/** Longest description of a connector. */
export const connectorDescriptionMaxLength = 1000;

/** Sort fields of the Technical tab's lists; the spec's default is the name. */
export const connectorSorts = ['name', 'type', 'status', 'dateCreated'] as const;
export const apiClientSorts = ['name', 'type', 'status', 'dateCreated', 'lastUsedAt'] as const;

/** The Technical tab shows 10 rows a page (provider spec §2). */
export const technicalPageSize = 10;

/** API client tokens start with this, so a leaked one is recognisable in logs and secret scanners. */
export const apiTokenPrefix = 'fmk_';

/** Records one ingestion call may carry, and bytes of its body. */
export const ingestLimits = { maxRecords: 50_000, maxBytes: 8 * 1024 * 1024 } as const;
