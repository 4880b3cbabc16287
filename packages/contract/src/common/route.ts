import type { z } from 'zod';

/** Who may call a route: anyone, any signed-in member, or a supervisor. `optional` reads a session when one is sent. */
export type RouteAccess = 'public' | 'optional' | 'member' | 'supervisor';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One entry of the route table. The server registers it (validation, auth, OpenAPI) and the web
 * client calls it, so method, path and shapes are written once.
 */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify-style path below the API base, e.g. `/domain/:query`. */
  path: string;
  summary: string;
  tags: string[];
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** How the body travels; JSON unless said. A multipart body is read by the handler as a stream. */
  bodyType?: 'json' | 'form' | 'multipart';
  /** What the answer is; JSON unless said. A file goes out as stored: not compressed on the way, so its length and byte ranges stay those of the file. */
  answerType?: 'json' | 'file';
  responses: Record<number, z.ZodType>;
};

export const defineRoute = <const T extends RouteDef>(route: T): T => route;

/** Success answer type of a route (its 200 or 201 schema). */
export type RouteAnswer<T extends RouteDef> = T['responses'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : T['responses'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : void;

export type RouteParams<T extends RouteDef> = T['params'] extends z.ZodObject ? z.input<T['params']> : undefined;
export type RouteQuery<T extends RouteDef> = T['query'] extends z.ZodObject ? z.input<T['query']> : undefined;
export type RouteBody<T extends RouteDef> = T['body'] extends z.ZodType ? z.input<T['body']> : undefined;

/** Fills `:name` placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const API_BASE = '/api/v2';
