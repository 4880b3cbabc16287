import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets with `options`. They depend on nothing in the request (no CSP nonces), so
 * they are worked out once: helmet's own Fastify plugin builds helmet again for every request, which
 * cost the polled unread count a sixth of its time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sends helmet's security headers with every answer but a 304: it has no body to render, frame or
 * sniff (the browser keeps the headers of the answer it holds), and the bell's poll answers 304 to
 * every signed-in browser every 10 s, where twelve headers were a third of the work. A header the
 * route set itself is left as it is.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) {
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
