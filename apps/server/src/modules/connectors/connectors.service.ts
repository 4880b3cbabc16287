import { feedStatusNames, feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import { formatDateTime, type TMessage, type TOption } from '@feedmarket/contract/common/common.schemas';
import {
  apiClientTypeNames,
  apiTokenPrefix,
  connectorCategories,
  connectorCategoryNames,
  connectorFeedTypes,
  connectorParams,
  connectorStatuses,
  connectorStatusNames,
  connectorTypeDefs,
  connectorTypes,
  pullIntervalOfUpdateInterval,
  pullIntervalSeconds,
  sdkTypeNames,
  type ConnectorMode,
  type ConnectorParamDef,
  type ConnectorTypeDef,
  type RecordFormat,
} from '@feedmarket/contract/connectors/connectors.constants';
import type {
  ApiClientInput,
  ConnectorInput,
  TApiClient,
  TApiClientUsage,
  TApiClientWithToken,
  TConnector,
  TConnectorFeed,
  TConnectorParamDef,
  TConnectorSummary,
  TConnectorType,
  TConnectorValidation,
  TGraphSeries,
} from '@feedmarket/contract/connectors/connectors.schemas';
import type { SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.schemas';
import { messages } from '@feedmarket/contract/messages';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/client';
import type { ApiCaller } from '../../lib/api-caller';
import { optionsOf, withFilter } from '../../lib/list-helpers';
import { badRequest, notFound, type FieldIssue } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import {
  requireOrganizationItemRight,
  requireOrganizationRight,
  type FeedAccess,
  type OrganizationRight,
} from '../access/feed-access';
import type { DashboardService } from '../dashboard/dashboard.service';
import { seriesPeriods, truncUnits } from '../dashboard/periods';
import {
  createConnectorsRepository,
  type ApiClientListQuery,
  type ApiClientRecord,
  type ConnectorListQuery,
  type ConnectorRecord,
  type ConnectorValues,
  type ConnectorsRepository,
  type FeedQuery,
  type ParamValue,
  type UsageDelta,
  type UsagePeriod,
  type UsageSubject,
} from './connectors.repository';
import { outboundFigures } from './outbound-summary';

const typeById = new Map<number, ConnectorTypeDef>(connectorTypeDefs.map((type) => [type.value, type]));
const paramNames = new Map(
  connectorTypeDefs.flatMap((type) => type.params.map((param) => [param.paramId, param.paramName])),
);

const nameOf = (names: Record<number, string>, value: number) => names[value] ?? String(value);

/** The SHA-256 a token is stored and looked up by. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token: 256 random bits, with a prefix that tells what it is. */
function newToken() {
  const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashToken(token), tokenHint: `${token.slice(0, apiTokenPrefix.length + 6)}…` };
}

/** Today's day (UTC) as the usage rows key it. */
export const usageDay = (at = new Date()) => at.toISOString().slice(0, 10);

/** The address an HTTP push connector's devices post to, below the API base. */
export const ingestPathOf = (feedId: number) => `/ingest/${feedId}`;

/** The MQTT topic devices publish a feed's records to: the connector's topic parameter, else the feed's own. */
export const mqttTopicOf = (feedId: number, params: readonly ParamValue[]) =>
  params.find((param) => param.paramId === connectorParams.topic)?.value || `feedmarket/feeds/${feedId}/records`;

/** An active HTTP pull connector as its job needs it: where to fetch, how often, and where records go. */
export type PullSource = {
  connectorId: number;
  feedId: number;
  trackingId: string;
  url: string;
  intervalSeconds: number;
  format: RecordFormat;
  authorization: string | undefined;
};

/** An active MQTT push connector as the subscriber needs it: the topic it listens on and the records' format. */
export type MqttSubscription = { connectorId: number; feedId: number; topic: string; format: RecordFormat };

function presentParamDef(param: ConnectorParamDef): TConnectorParamDef {
  return { ...param, options: [...param.options] };
}

function presentConnector(record: ConnectorRecord, params: readonly ParamValue[]): TConnector {
  const type = typeById.get(record.typeId);
  return {
    id: record.id,
    orgId: record.orgId,
    name: record.name,
    description: record.description,
    category: record.category,
    categoryName: nameOf(connectorCategoryNames, record.category),
    type: record.typeId,
    typeName: type?.name ?? String(record.typeId),
    mode: type?.mode ?? 'push',
    metadataId: record.feedId,
    metadataName: record.feedName,
    params: params.map((param) => ({ ...param, paramName: paramNames.get(param.paramId) ?? String(param.paramId) })),
    status: record.status,
    statusName: nameOf(connectorStatusNames, record.status),
    ingestPath: record.typeId === connectorTypes.httpPush ? ingestPathOf(record.feedId) : null,
    mqttTopic: record.typeId === connectorTypes.mqttPush ? mqttTopicOf(record.feedId, params) : null,
    dateCreated: formatDateTime(record.createdAt),
    lastDateModified: formatDateTime(record.updatedAt),
  };
}

function presentClient(record: ApiClientRecord): TApiClient {
  return {
    id: record.id,
    orgId: record.orgId,
    name: record.name,
    type: record.type,
    typeName: nameOf(apiClientTypeNames, record.type),
    sdkType: record.sdkType,
    sdkTypeName: nameOf(sdkTypeNames, record.sdkType),
    status: record.status,
    statusName: nameOf(connectorStatusNames, record.status),
    tokenHint: record.tokenHint,
    lastUsedAt: record.lastUsedAt && formatDateTime(record.lastUsedAt),
    dateCreated: formatDateTime(record.createdAt),
    lastDateModified: formatDateTime(record.updatedAt),
  };
}

/** What is wrong with one parameter's value, by its kind; undefined when it is fine. */
function paramProblem(param: ConnectorParamDef, value: string): string | undefined {
  const { min, max } = param;
  if (param.kind === 'integer') {
    if (!/^-?\d{1,10}$/.test(value)) return messages.number;
    const number = Number(value);
    if ((min !== null && number < min) || (max !== null && number > max)) {
      return `${param.label} is from ${min} to ${max}`;
    }
    return undefined;
  }
  if (param.kind === 'choice') {
    return param.options.includes(value) ? undefined : `${param.label} is one of ${param.options.join(', ')}`;
  }
  if (max !== null && value.length > max) return messages.maxLength;
  if (min !== null && value.length < min) return `${param.label} has at least ${min} characters`;
  // A device publishes to one topic: no wildcard, and none of the broker's own `$` topics.
  if (param.paramId === connectorParams.topic && (/[+#\0]/.test(value) || value.startsWith('$'))) {
    return 'Enter a topic without +, # or a leading $';
  }
  if (param.kind === 'url') {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'Enter an http(s) address';
  }
  return undefined;
}

/**
 * Checks parameter values against the type's: known, not repeated, required ones present and each
 * valid for its kind. Answers the issues and the values to store (with defaults for those left out).
 */
function checkParams(type: ConnectorTypeDef, given: ConnectorInput['params']) {
  const issues: FieldIssue[] = [];
  const byId = new Map(type.params.map((param) => [param.paramId, param]));
  const values = new Map<number, string>();
  given.forEach((entry, index) => {
    const param = byId.get(entry.paramId);
    const field = `params.${index}`;
    if (!param)
      return issues.push({ field: `${field}.paramId`, message: `${type.name} takes no parameter ${entry.paramId}` });
    if (values.has(param.paramId))
      return issues.push({ field: `${field}.paramId`, message: `${param.label} is given twice` });
    const value = entry.value.trim();
    values.set(param.paramId, value);
    if (value === '') return;
    const problem = paramProblem(param, value);
    if (problem) issues.push({ field: `${field}.value`, message: `${param.label}: ${problem}` });
  });
  for (const param of type.params) {
    const value = values.get(param.paramId) ?? '';
    if (value === '' && param.defaultValue !== null) values.set(param.paramId, param.defaultValue);
    else if (value === '' && param.required)
      issues.push({ field: 'params', message: `${param.label}: ${messages.required}` });
  }
  const stored = type.params
    .filter((param) => (values.get(param.paramId) ?? '') !== '')
    .map((param) => ({ paramId: param.paramId, value: values.get(param.paramId)! }));
  return { issues, stored };
}

/** Every period of the series, with the counts of `pick`, zero where there were none. */
function seriesOf(periods: Date[], usage: UsagePeriod[], pick: (usage: UsageDelta) => number) {
  const byPeriod = new Map(usage.map((entry) => [entry.period.getTime(), entry]));
  return periods.map((period) => {
    const entry = byPeriod.get(period.getTime());
    return { count: entry ? pick(entry) : 0, transactionDate: formatDateTime(period) };
  });
}

/** The stored values of a body. */
const valuesOf = (body: ConnectorInput): ConnectorValues => ({
  name: body.name,
  description: body.description ?? '',
  category: body.category,
  typeId: body.type,
  feedId: body.metadataId,
  status: body.status,
});

export type ConnectorsDeps = { db: Db; access: FeedAccess; dashboard: DashboardService };

/**
 * The Technical tab: an organisation's connectors (how records of its continuous feeds come in and go
 * out) and API clients (the programs that push them), their status and their usage. Members of the
 * organisation manage them unless it is read-only; they and the supervisor read them. Each one active
 * counts in the dashboard's AAC.
 */
export function createConnectorsService({ db, access, dashboard }: ConnectorsDeps) {
  const repository = createConnectorsRepository(db);
  /** Called once a connector was created, changed or deleted on this instance (the MQTT subscriber listens). */
  const changeListeners = new Set<(connectorId: number) => void>();
  const connectorsChanged = (connectorId: number) => changeListeners.forEach((listener) => listener(connectorId));

  /** A connector the member holds `right` on; one of another organisation does not exist for them. */
  async function requireConnector(
    id: number,
    member: SessionUser,
    right: OrganizationRight,
    executor: Executor = db,
  ): Promise<ConnectorRecord> {
    const connector = await createConnectorsRepository(executor).findConnector(id);
    requireOrganizationItemRight(member, connector?.orgId, right, `No connector ${id}`);
    return connector!;
  }

  async function requireClient(
    id: number,
    member: SessionUser,
    right: OrganizationRight,
    executor: Executor = db,
  ): Promise<ApiClientRecord> {
    const client = await createConnectorsRepository(executor).findClient(id);
    requireOrganizationItemRight(member, client?.orgId, right, `No API client ${id}`);
    return client!;
  }

  /**
   * Changes a connector or client in a transaction holding its row: `apply` answers its status
   * afterwards (undefined once deleted), and the AAC count follows when it starts or stops being active.
   */
  async function changeItem(
    kind: UsageSubject,
    id: number,
    member: SessionUser,
    apply: (before: { status: number }, txRepository: ConnectorsRepository) => Promise<number | undefined>,
  ): Promise<void> {
    const requireItem = kind === 'connector' ? requireConnector : requireClient;
    await requireItem(id, member, 'connect');
    await db.transaction(async (tx) => {
      const txRepository = createConnectorsRepository(tx);
      await (kind === 'connector' ? txRepository.lockConnector(id) : txRepository.lockClient(id));
      const before = await requireItem(id, member, 'connect', tx);
      const after = await apply(before, txRepository);
      await recordActive(tx, member, before.orgId, id, before.status, after);
    });
  }

  async function presentOne(id: number): Promise<TConnector> {
    const connector = (await repository.findConnector(id))!;
    return presentConnector(connector, (await repository.paramsOf([id])).get(id)!);
  }

  /**
   * The checks of a configuration the shape cannot make: the type's category, its parameters, and
   * the feed (continuous; the organisation's own for inbound, one it may read for outbound).
   */
  async function check(body: ConnectorInput, member: SessionUser) {
    const type = typeById.get(body.type)!;
    const { issues, stored } = checkParams(type, body.params);
    if (type.category !== body.category) {
      issues.push({
        field: 'type',
        message: `${type.name} is an ${nameOf(connectorCategoryNames, type.category).toLowerCase()} connector`,
      });
    }
    const right = body.category === connectorCategories.inbound ? 'write-content' : 'content';
    const feed = await access.findFeedWithRight(member, body.metadataId, right);
    if (!feed) {
      issues.push({
        field: 'metadataId',
        message:
          body.category === connectorCategories.inbound
            ? 'Choose a continuous feed of your organisation'
            : 'Choose a continuous feed your organisation may read',
      });
    } else if (feed.typeId !== feedTypes.continuous) {
      issues.push({ field: 'metadataId', message: 'Connectors carry live data: choose a continuous feed' });
    }
    return { issues, stored };
  }

  async function checkOrRefuse(body: ConnectorInput, member: SessionUser): Promise<ParamValue[]> {
    const { issues, stored } = await check(body, member);
    if (issues.length)
      throw badRequest(
        messages.connectorInvalid,
        issues.map((issue) => ({ ...issue, field: `body.${issue.field}` })),
      );
    return stored;
  }

  /** Records a change of the AAC count when an item starts or stops being active. */
  async function recordActive(
    executor: Executor,
    member: SessionUser,
    orgId: number,
    subjectId: number,
    before: number | undefined,
    after: number | undefined,
  ) {
    const wasActive = before === connectorStatuses.active;
    const isActive = after === connectorStatuses.active;
    if (wasActive === isActive) return;
    await dashboard.record(
      { orgId, code: 'AAC', delta: isActive ? 1 : -1, subjectId, userId: member.userId },
      executor,
    );
  }

  async function usageGraph(subject: UsageSubject, id: number, interval: SummaryInterval, now = new Date()) {
    const periods = seriesPeriods(interval, now);
    const usage = await repository.usageByPeriod(subject, id, truncUnits[interval], periods[0]!);
    const graph: TGraphSeries[] = [
      { title: 'Records', transactions: seriesOf(periods, usage, (entry) => entry.records) },
      { title: 'Calls', transactions: seriesOf(periods, usage, (entry) => entry.calls) },
    ];
    return { periods, usage, graph };
  }

  return {
    types: (): TConnectorType[] =>
      connectorTypeDefs.map(({ value, name, description, category, mode }) => ({
        value,
        name,
        description,
        category,
        mode,
      })),
    feedTypes: (): TOption[] => connectorFeedTypes.map((type) => ({ ...type })),
    categories: () => optionsOf(connectorCategoryNames),
    sdkTypes: () => optionsOf(sdkTypeNames),
    apiTypes: () => optionsOf(apiClientTypeNames),

    /** The parameters of a type when it works in `mode`; a type of the other mode takes none. */
    params(typeId: number, mode: ConnectorMode): TConnectorParamDef[] {
      const type = typeById.get(typeId);
      if (!type) throw notFound(`No connector type ${typeId}`);
      return type.mode === mode ? type.params.map(presentParamDef) : [];
    },

    /** Throws 404 or 403 unless the member holds `right` on connector `id`; route guards ask before validation. */
    async requireConnectorRight(id: number, member: SessionUser, right: OrganizationRight): Promise<void> {
      await requireConnector(id, member, right);
    },

    async requireClientRight(id: number, member: SessionUser, right: OrganizationRight): Promise<void> {
      await requireClient(id, member, right);
    },

    async list(orgId: number, member: SessionUser, query: ConnectorListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await repository.listConnectors(orgId, withFilter(query));
      const params = await repository.paramsOf(content.map((row) => row.id));
      return { content: content.map((row) => presentConnector(row, params.get(row.id)!)), total };
    },

    async feeds(direction: 'inbound' | 'outbound', member: SessionUser, query: FeedQuery) {
      const category = direction === 'inbound' ? connectorCategories.inbound : connectorCategories.outbound;
      const { content, total } = await repository.listFeeds(member.orgId, direction, category, withFilter(query));
      return {
        content: content.map((feed): TConnectorFeed => ({ ...feed, statusText: nameOf(feedStatusNames, feed.status) })),
        total,
      };
    },

    async get(id: number, member: SessionUser): Promise<TConnector> {
      await requireConnector(id, member, 'read');
      return presentOne(id);
    },

    /** The checks of creating the connector, answered rather than refused; nothing is saved. */
    async validate(body: ConnectorInput, member: SessionUser): Promise<TConnectorValidation> {
      const { issues } = await check(body, member);
      return {
        valid: issues.length === 0,
        message: issues.length === 0 ? messages.connectorValid : messages.connectorInvalid,
        fields: issues,
      };
    },

    async create(body: ConnectorInput, member: SessionUser): Promise<TConnector> {
      requireOrganizationRight(member, member.orgId, 'connect');
      const params = await checkOrRefuse(body, member);
      const id = await db.transaction(async (tx) => {
        const created = await createConnectorsRepository(tx).insertConnector(
          member.orgId,
          valuesOf(body),
          params,
          member.userId,
        );
        await recordActive(tx, member, member.orgId, created, undefined, body.status);
        return created;
      });
      connectorsChanged(id);
      return presentOne(id);
    },

    async update(id: number, body: ConnectorInput, member: SessionUser): Promise<TConnector> {
      await requireConnector(id, member, 'connect');
      const params = await checkOrRefuse(body, member);
      await changeItem('connector', id, member, async (_before, txRepository) => {
        await txRepository.updateConnector(id, valuesOf(body), params, member.userId);
        return body.status;
      });
      connectorsChanged(id);
      return presentOne(id);
    },

    async setStatus(id: number, status: number, member: SessionUser): Promise<TConnector> {
      await changeItem('connector', id, member, async (before, txRepository) => {
        if (before.status !== status) await txRepository.setConnectorStatus(id, status, member.userId);
        return status;
      });
      connectorsChanged(id);
      return presentOne(id);
    },

    async remove(id: number, member: SessionUser): Promise<TMessage> {
      await changeItem('connector', id, member, async (_before, txRepository) => {
        await txRepository.deleteConnector(id);
        await txRepository.deleteUsage('connector', id);
        return undefined;
      });
      connectorsChanged(id);
      return { message: 'The connector was deleted' };
    },

    /** A connector's figures and its last 30 days of records and calls. */
    async summary(id: number, member: SessionUser): Promise<TConnectorSummary> {
      const connector = await requireConnector(id, member, 'read');
      const [config, totals, stream, { graph, usage }] = await Promise.all([
        presentOne(id),
        repository.usageTotals('connector', id),
        repository.trackingTotals(connector.trackingId),
        usageGraph('connector', id, 'DAY'),
      ]);
      const today = usage.find((entry) => usageDay(entry.period) === usageDay());
      if (connector.category === connectorCategories.outbound) {
        const { delivery, metrics, headerName } = await outboundFigures(db, id, totals);
        const headerMetric = { name: headerName, value: today?.records ?? 0 };
        return {
          connectorConfig: config,
          metrics,
          headerMetric,
          lastRecordAt: delivery.lastDeliveryAt,
          graph,
          delivery,
        };
      }
      return {
        connectorConfig: config,
        metrics: [
          { name: 'Records', value: totals.records },
          { name: 'Calls', value: totals.calls },
          { name: 'Refused calls', value: totals.failed },
          { name: 'Chunks', value: stream.chunks },
        ],
        headerMetric: { name: 'Records today', value: today?.records ?? 0 },
        lastRecordAt: stream.lastAt && formatDateTime(stream.lastAt),
        graph,
        delivery: null,
      };
    },

    async listClients(orgId: number, member: SessionUser, query: ApiClientListQuery) {
      requireOrganizationRight(member, orgId, 'read');
      const { content, total } = await repository.listClients(orgId, withFilter(query));
      return { content: content.map(presentClient), total };
    },

    async createClient(body: ApiClientInput, member: SessionUser): Promise<TApiClientWithToken> {
      requireOrganizationRight(member, member.orgId, 'connect');
      const { token, ...stored } = newToken();
      const id = await db.transaction(async (tx) => {
        const created = await createConnectorsRepository(tx).insertClient(member.orgId, body, stored, member.userId);
        await recordActive(tx, member, member.orgId, created, undefined, body.status);
        return created;
      });
      return { ...presentClient((await repository.findClient(id))!), token };
    },

    async updateClient(id: number, body: ApiClientInput, member: SessionUser): Promise<TApiClient> {
      await changeItem('client', id, member, async (_before, txRepository) => {
        await txRepository.updateClient(id, body, member.userId);
        return body.status;
      });
      return presentClient((await repository.findClient(id))!);
    },

    async setClientStatus(id: number, status: number, member: SessionUser): Promise<TApiClient> {
      await changeItem('client', id, member, async (before, txRepository) => {
        if (before.status !== status) await txRepository.updateClient(id, { status }, member.userId);
        return status;
      });
      return presentClient((await repository.findClient(id))!);
    },

    /** A new token for the client; the old one is refused from the moment this commits. */
    async regenerateToken(id: number, member: SessionUser): Promise<TApiClientWithToken> {
      await requireClient(id, member, 'connect');
      const { token, ...stored } = newToken();
      await repository.updateClient(id, stored, member.userId);
      return { ...presentClient((await repository.findClient(id))!), token };
    },

    async removeClient(id: number, member: SessionUser): Promise<TMessage> {
      await changeItem('client', id, member, async (_before, txRepository) => {
        await txRepository.deleteClient(id);
        await txRepository.deleteUsage('client', id);
        return undefined;
      });
      return { message: 'The API client was deleted' };
    },

    /** A client's calls and records per period of the interval. */
    async clientUsage(id: number, interval: SummaryInterval, member: SessionUser): Promise<TApiClientUsage> {
      await requireClient(id, member, 'read');
      const { periods, usage, graph } = await usageGraph('client', id, interval);
      return {
        id,
        interval,
        from: formatDateTime(periods[0]!),
        to: formatDateTime(periods.at(-1)!),
        total: usage.reduce((sum, entry) => sum + entry.calls, 0),
        graph,
      };
    },

    /**
     * The active API client a token belongs to; null for an unknown, replaced, deleted or inactive
     * one, and for one of a disabled organisation, whose users are signed out too.
     */
    async authenticate(token: string): Promise<ApiCaller | null> {
      if (!token.startsWith(apiTokenPrefix)) return null;
      const client = await repository.findClientByTokenHash(hashToken(token));
      if (!client?.orgEnabled || client.status !== connectorStatuses.active) return null;
      return { clientId: client.id, orgId: client.orgId, name: client.name, type: client.type };
    },

    /**
     * Where records pushed into a feed go: its push connectors of the type (HTTP unless named), the
     * active one first. Undefined when the feed has none.
     */
    async pushConnectorOf(feedId: number, typeId: number = connectorTypes.httpPush) {
      const [first] = await repository.feedConnectors(feedId, typeId);
      return first;
    },

    /** Active MQTT push connectors, with their topics. */
    async mqttSubscriptions(): Promise<MqttSubscription[]> {
      const active = await repository.connectorsOfType(connectorTypes.mqttPush, connectorStatuses.active);
      const params = await repository.paramsOf(active.map((connector) => connector.id));
      return active.map(({ id, feedId }) => {
        const values = params.get(id)!;
        const format = values.find((param) => param.paramId === connectorParams.format)?.value as
          RecordFormat | undefined;
        return { connectorId: id, feedId, topic: mqttTopicOf(feedId, values), format: format ?? 'jsonl' };
      });
    },

    /** Active HTTP pull connectors. */
    activePullConnectors: () => repository.connectorsOfType(connectorTypes.httpPull, connectorStatuses.active),

    /** A pull connector as its job needs it; undefined once it is stopped or deleted. */
    async pullSource(id: number): Promise<PullSource | undefined> {
      const connector = await repository.findConnector(id);
      if (connector?.typeId !== connectorTypes.httpPull || connector.status !== connectorStatuses.active)
        return undefined;
      const values = (await repository.paramsOf([id])).get(id) ?? [];
      const value = (paramId: number) => values.find((param) => param.paramId === paramId)?.value || undefined;
      return {
        connectorId: id,
        feedId: connector.feedId,
        trackingId: connector.trackingId,
        url: value(connectorParams.url)!,
        intervalSeconds: Number(
          value(connectorParams.intervalSeconds) ??
            pullIntervalOfUpdateInterval[connector.feedUpdateInterval ?? 0] ??
            pullIntervalSeconds.default,
        ),
        format: (value(connectorParams.format) ?? 'jsonl') as RecordFormat,
        authorization: value(connectorParams.authorization),
      };
    },

    /** Whether a feed holds a stored chunk of that name: a job's own chunk, should the job run again. */
    hasChunk: (feedId: number, fileName: string) => repository.hasChunk(feedId, fileName),

    /** Calls `listener` with the connector after each change of one made here; answers how to stop. */
    onConnectorsChanged(listener: (connectorId: number) => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },

    /** The feed a live stream belongs to, if any. */
    trackingFeed: (trackingId: string) => repository.trackingFeed(trackingId),

    /**
     * Counts one call in today's usage: of an API client and the connector it went through, or of a
     * connector alone (its pulls and deliveries).
     */
    async meter(clientId: number | undefined, connectorId: number | undefined, delta: UsageDelta): Promise<void> {
      const subjects: { subject: UsageSubject; subjectId: number }[] = [];
      if (clientId !== undefined) subjects.push({ subject: 'client', subjectId: clientId });
      if (connectorId !== undefined) subjects.push({ subject: 'connector', subjectId: connectorId });
      await repository.addUsage(subjects, usageDay(), delta);
    },
  };
}

export type ConnectorsService = ReturnType<typeof createConnectorsService>;
