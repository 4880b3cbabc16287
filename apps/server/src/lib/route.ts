import { ZError } from '@feedmarket/contract/common/common.schemas';
import {
  errorStatusesOf,
  errorStatusMeanings,
  type RouteAnswer,
  type RouteDef,
} from '@feedmarket/contract/common/route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, unauthorized, unsupportedMediaType } from './http-error';
import type { ApiCaller } from './api-caller';
import type { SessionUser } from './session-user';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<T extends RouteDef> = {
  params: Parsed<T['params']>;
  query: Parsed<T['query']>;
  body: Parsed<T['body']>;
  /** The caller; always set on member and supervisor routes. */
  member: T['access'] extends 'member' | 'supervisor' ? SessionUser : SessionUser | null;
  /** The program calling with an API client's token; always set on `apiClient` routes, else null. */
  apiClient: T['access'] extends 'apiClient' ? ApiCaller : ApiCaller | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Handler<T extends RouteDef> = (input: RouteInput<T>) => Promise<RouteAnswer<T> | FastifyReply>;

/** A request as it arrived, before validation: its parts may hold anything. */
export type RawRequest = { params: unknown; query: unknown; body: unknown; member: SessionUser | null };
/**
 * Checks the resource a request names before its input is validated, so a caller without the right
 * gets 403 or 404 and learns nothing of the input's shape. It reads ids with `rawId` and passes when
 * there is none: validation then refuses the request.
 */
export type RouteGuard = (request: RawRequest) => Promise<void>;

/**
 * Whether the body is multipart, as the upload plugin's parser sees it; read from the header, as the
 * plugin (and its `isMultipart`) is registered only around the modules with uploads.
 */
const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') ?? false;

/** The largest id a PostgreSQL `integer` column holds. */
const maxId = 2 ** 31 - 1;

/** The whole positive id (`12` or `"12"`) in `part[name]` of a raw request, or undefined. */
export function rawId(part: unknown, name: string): number | undefined {
  const value = part && typeof part === 'object' ? (part as Record<string, unknown>)[name] : undefined;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  return Number(text) <= maxId ? Number(text) : undefined;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    member: SessionUser | null;
    apiClient: ApiCaller | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Resolves a bearer token to its session; null when missing, unknown or expired. */
    authenticate: (request: FastifyRequest) => Promise<SessionUser | null>;
    /** Resolves a bearer token to an active API client; null when missing, unknown, revoked or not active. */
    authenticateApiClient: (request: FastifyRequest) => Promise<ApiCaller | null>;
  }
}

const successMeanings: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  206: 'The part of the file the `Range` header asked for',
};

const answer = (description: string, mediaType: string, schema: z.ZodType) => ({
  description,
  content: { [mediaType]: { schema } },
});

/**
 * Every answer of a route, for serialisation and the OpenAPI document: its success answers in their
 * media type, and each error status it may answer with the shared error shape.
 */
function responsesOf(def: RouteDef) {
  return Object.fromEntries([
    ...Object.entries(def.responses).map(([status, schema]) => [
      status,
      answer(successMeanings[Number(status)]!, def.answerType ?? 'application/json', schema),
    ]),
    ...errorStatusesOf(def).map((status) => [status, answer(errorStatusMeanings[status], 'application/json', ZError)]),
  ]);
}

/**
 * Registers one route-table entry: the access check its `access` names, validation and
 * serialisation from its schemas, then the handler. The handler's return value is the answer.
 *
 * The session is checked in `onRequest`, before the body is read or anything is validated, so a
 * caller without one learns nothing about the route's input. `request.member` is set from there
 * on, for the resource check of the route's `guard`, which runs before validation too.
 */
export function registerRoute<T extends RouteDef>(
  app: FastifyInstance,
  def: T,
  handler: Handler<T>,
  {
    guard,
    compress = !def.answerType,
  }: {
    guard?: RouteGuard;
    /** False for answers always smaller than the compression threshold: their route skips the hook. */
    compress?: boolean;
  } = {},
): void {
  const successStatus = 201 in def.responses ? 201 : 200;
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      description: def.description,
      tags: [def.tag],
      ...(def.params && { params: def.params }),
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      response: responsesOf(def),
      ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    ...(!compress && { compress: false }),
    // A GET has no body to decompress.
    ...(def.method === 'GET' && { decompress: false }),
    // The hooks answer through `done` rather than as async functions: every signed-in browser polls
    // one of these routes every 10 s, and a promise per hook is a measurable share of such a call.
    ...(def.access === 'apiClient' && {
      onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        app.authenticateApiClient(request).then((client) => {
          request.apiClient = client;
          done(client ? undefined : unauthorized('Send an active API client token as Bearer'));
        }, done);
      },
    }),
    ...(def.access !== 'public' &&
      def.access !== 'apiClient' && {
        onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
          app.authenticate(request).then((member) => {
            request.member = member;
            if (def.access === 'optional') return done();
            if (!member) return done(unauthorized());
            if (def.access === 'supervisor' && !member.isSupervisor) return done(forbidden());
            done();
          }, done);
        },
      }),
    preValidation: (request, _reply, done) => {
      // Beside the upload routes, the multipart parser takes any route's body and leaves it unread:
      // only multipart routes read one. A GET has no body.
      if (def.method !== 'GET' && isMultipart(request) !== (def.bodyType === 'multipart')) {
        return done(
          unsupportedMediaType(def.bodyType === 'multipart' ? 'Send the file as multipart/form-data' : undefined),
        );
      }
      if (!guard) return done();
      const { params, query, body, member } = request;
      guard({ params, query, body, member }).then(() => done(), done);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        member: request.member,
        apiClient: request.apiClient,
        request,
        reply,
      } as RouteInput<T>);
      // A handler that answered itself (an image, an empty body) returns the reply, which is thenable.
      if (reply.sent) return reply;
      return reply.code(successStatus).send(result);
    },
  });
}

/** A page of a list as the API answers it: the rows in `data.content`, the total in `x-total-count`. */
export function pagedAnswer<T>(reply: FastifyReply, { content, total }: { content: T[]; total: number }) {
  reply.header('x-total-count', total);
  return { data: { content } };
}

/** Lookups change only with a release: browsers and shared caches may keep them two minutes. */
export function cacheableLookup(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'public, max-age=120');
}
