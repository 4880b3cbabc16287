import {
  connectorStatuses,
  connectorTypes,
  ingestLimits,
  type RecordFormat,
} from '@feedmarket/contract/connectors/connectors.constants';
import type { TIngestResult } from '@feedmarket/contract/connectors/connectors.schemas';
import type { ApiCaller } from '../../lib/api-caller';
import { badRequest, conflict, unsupportedMediaType } from '../../lib/http-error';
import type { FeedAccess } from '../access/feed-access';
import type { ConnectorsService } from './connectors.service';
import type { LiveRecords } from './live-records';
import { parseRecords, recordFormatOf } from './record-parsing';

export type IngestDeps = { access: FeedAccess; connectors: ConnectorsService; live: LiveRecords };

export type IngestCall = {
  feedId: number;
  trackingId: string | undefined;
  contentType: string | undefined;
  body: string;
  /** The format read when `contentType` names none (an MQTT message may carry no content type). */
  defaultFormat?: RecordFormat;
};

/** How records came: the connector type they need on the feed, and its name in refusals. */
export type IngestRoute = { typeId: number; name: string };

export const ingestRoutes = {
  http: { typeId: connectorTypes.httpPush, name: 'HTTP push' },
  mqtt: { typeId: connectorTypes.mqttPush, name: 'MQTT push' },
} as const satisfies Record<string, IngestRoute>;

/**
 * Inbound push over HTTP: a program of the organisation sends a batch of records for one of its
 * continuous feeds with an API client's token. The batch is read whole first, so a malformed one
 * keeps nothing; a good one joins the feed's live stream and is stored before the answer. Every call
 * the token authenticates counts in the client's usage, refused ones as failed.
 */
export function createIngestService({ access, connectors, live }: IngestDeps) {
  /** The stream records of the feed join: the one asked for, unless it is another feed's; else the push connector's. */
  async function streamOf(feedId: number, asked: string | undefined, connectorStream: string) {
    if (!asked || asked === connectorStream) return connectorStream;
    const owner = await connectors.trackingFeed(asked);
    if (owner !== undefined && owner !== feedId) throw conflict(`The live stream ${asked} belongs to another feed`);
    return asked;
  }

  return {
    /**
     * Stores a batch of records sent through `route` (HTTP by default) by the API client `caller`,
     * or throws the refusal; either way the call counts in the client's usage.
     */
    async push(caller: ApiCaller, call: IngestCall, route: IngestRoute = ingestRoutes.http): Promise<TIngestResult> {
      let connectorId: number | undefined;
      let accepted = 0;
      try {
        await access.requireIngestRight(caller, call.feedId);
        const connector = await connectors.pushConnectorOf(call.feedId, route.typeId);
        if (!connector) throw conflict(`The feed has no ${route.name} connector: create one to push records into it`);
        connectorId = connector.id;
        if (connector.status !== connectorStatuses.active) {
          throw conflict(`The feed's ${route.name} connector is not active`);
        }
        const format = call.contentType ? recordFormatOf(call.contentType) : call.defaultFormat;
        if (!format) throw unsupportedMediaType('Send records as application/x-ndjson, application/json or text/csv');
        const { records, issues, failed } = parseRecords(call.body, format);
        if (issues.length) {
          throw badRequest(
            `${failed} malformed ${failed === 1 ? 'line' : 'lines'}: none of the batch was kept`,
            issues,
          );
        }
        if (records.length === 0) throw badRequest('The batch holds no records');
        if (records.length > ingestLimits.maxRecords) {
          throw badRequest(`A batch holds at most ${ingestLimits.maxRecords} records`);
        }
        const trackingId = await streamOf(call.feedId, call.trackingId, connector.trackingId);
        await live.append(call.feedId, trackingId, records);
        accepted = records.length;
        return { metadataId: call.feedId, trackingId, accepted };
      } finally {
        await connectors.meter(caller.clientId, connectorId, {
          calls: 1,
          records: accepted,
          failed: accepted > 0 ? 0 : 1,
        });
      }
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
