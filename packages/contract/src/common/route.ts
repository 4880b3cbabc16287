// Types only: the web app's first load reads this file and must not pull the schema library with it.
import type { z } from 'zod';

/**
 * Who may call a route: anyone, any signed-in member, or a supervisor. `optional` reads a session when
 * one is sent. `apiClient` takes an API client's token (a program of an organisation), not a session.
 */
export const routeAccesses = ['public', 'optional', 'member', 'supervisor', 'apiClient'] as const;
export type RouteAccess = (typeof routeAccesses)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The domains of the API, one OpenAPI tag each, with what they hold. */
export const apiTags = {
  auth: 'Signing in and out, sessions and passwords',
  accounts: 'Registering an organisation, and what its users see on the dashboard',
  domain: 'Lookup lists: countries, industry codes, categories and application settings',
  content: 'Static content pages',
  catalog: 'Searching feeds, the map, and the details and history of one feed',
  metadata: 'Publishing feeds: the metadata and group wizards, the feed lifecycle and its review',
  workspace: "An organisation's workspace: the feeds it wants access to",
  datasets: 'Dataset content: the files of file-based feeds and the live-data chunks of continuous ones',
  supervisor: "The marketplace supervisor's tools",
  dashboard: "A member organisation's summary: its counts and activity over time",
  notifications:
    "Each user's notifications: the bell's count, the lists, their states and notes, and the user's settings",
  legal: "Legal review: an organisation's queue of feeds and policies waiting for its legal reviewers",
  requests: 'Data requests: visitors and members ask for data the marketplace does not have yet',
  pricing: "Pricing: an organisation's price configurations, which set what access to its feeds costs",
  policies: "Access policies: a provider's rules that decide which members get access to which of its feeds",
  finance: 'Money paid and received for access to feeds',
  connectors:
    "Connectors and API clients: how an organisation's live data flows in and out, and the programs that call the API",
  ingest: "Pushing live records into a continuous feed with an API client's token",
} as const;
export type ApiTag = keyof typeof apiTags;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429;

/** What each error status means; every error answers the shared `ZError` shape. */
export const errorStatusMeanings: Record<ErrorStatus, string> = {
  400: 'Bad input: `fields` lists every failing field',
  401: 'Not signed in, or the session has ended (for sign-in: a wrong user name or password; for an API client: a bad, revoked or deactivated token)',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state; `message` says why',
  413: 'The body or file is too large',
  415: 'The body is not of a content type this call reads',
  416: 'The range asked for is outside the file',
  429: 'Too many attempts: wait and try again',
};

/** Error statuses a route answers because of what it does, beyond those `errorStatusesOf` derives. */
export type RouteErrorStatus = Exclude<ErrorStatus, 400 | 413 | 415>;

/**
 * One entry of the route table. The server registers it (validation, auth, OpenAPI) and the web
 * client calls it, so method, path and shapes are written once.
 */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify-style path below the API base, e.g. `/domain/:query`. */
  path: string;
  /** Verb first and unique in the table, e.g. `searchFeeds`: the OpenAPI `operationId`. */
  operationId: string;
  /** One line: what the call does. */
  summary: string;
  /** Who may call it, what it reads and changes, and when it refuses. */
  description: string;
  tag: ApiTag;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * How the body travels; JSON unless said. A multipart body is read by the handler as a stream;
   * `records` is raw text (JSON lines, a JSON array or CSV by `Content-Type`) the handler parses.
   */
  bodyType?: 'json' | 'form' | 'multipart' | 'records';
  /** Success answers by status (200, 201, 206). */
  responses: Partial<Record<200 | 201 | 206, z.ZodType>>;
  /**
   * The media type of a success answer that is not JSON: a file or an image. Such answers go out as
   * stored, never compressed on the way, so their length and byte ranges stay those of the file.
   */
  answerType?: string;
  /** Refusals that come from the resource or the rules (404, 409…), beyond those `errorStatusesOf` derives. */
  errors?: readonly RouteErrorStatus[];
};

export const defineRoute = <const T extends RouteDef>(route: T): T => route;

/**
 * Every error status a route may answer: 400, 413 and 415 where it reads input or a body, 401 where it
 * needs a session, 403 where it needs a supervisor, and the refusals it declares.
 */
export function errorStatusesOf(route: RouteDef): ErrorStatus[] {
  const hasBody = route.body !== undefined || route.bodyType !== undefined;
  const statuses = new Set<ErrorStatus>(route.errors);
  if (route.params || route.query || hasBody) statuses.add(400);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.access === 'member' || route.access === 'supervisor' || route.access === 'apiClient') statuses.add(401);
  if (route.access === 'supervisor') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

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
