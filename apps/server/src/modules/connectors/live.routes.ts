import { routes } from '@feedmarket/contract/routes';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { LiveStreams } from './live-stream.service';

/** A `Last-Event-ID` header: the content id of the last chunk the client received. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

export function registerLiveRoutes(app: FastifyInstance, streams: LiveStreams): void {
  registerRoute(
    app,
    routes.live.stream,
    async ({ params, member, request, reply }) => {
      // Refusals are answered as JSON errors before the stream starts.
      await streams.requireFeed(member, params.id);
      reply.hijack();
      // The headers the app sets on every answer (security headers) go out with the stream too.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      await streams.follow(reply.raw, params.id, lastEventIdOf(request.headers['last-event-id']));
      return reply;
    },
    { compress: false },
  );
}
