import { ingestLimits, recordMediaTypes } from '@feedmarket/contract/connectors/connectors.constants';
import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { IngestService } from './ingest.service';

/**
 * The ingestion endpoint, in a scope of its own: there every record format is read as text (JSON
 * too, so a malformed array is answered with its line rather than by the JSON parser), up to the
 * batch limit, which is larger than other bodies'.
 */
export async function registerIngestRoutes(app: FastifyInstance, ingest: IngestService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    const asText = (_request: unknown, body: string, done: (error: null, body: string) => void) => done(null, body);
    scope.addContentTypeParser(
      Object.values(recordMediaTypes).flat(),
      { parseAs: 'string', bodyLimit: ingestLimits.maxBytes },
      asText,
    );
    registerRoute(scope, routes.ingest.push, async ({ params, query, apiClient, request }) =>
      ingest.push(apiClient, {
        feedId: params.metadataId,
        trackingId: query.trackingId,
        contentType: request.headers['content-type'],
        body: typeof request.body === 'string' ? request.body : '',
      }),
    );
  });
}
