import type { RouteAnswer, RouteDef } from '@feedmarket/contract/common/route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, unauthorized } from './http-error';
import type { SessionUser } from './session-user';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<T extends RouteDef> = {
  params: Parsed<T['params']>;
  query: Parsed<T['query']>;
  body: Parsed<T['body']>;
  /** The caller; always set on member and supervisor routes. */
  member: T['access'] extends 'member' | 'supervisor' ? SessionUser : SessionUser | null;
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
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Resolves a bearer token to its session; null when missing, unknown or expired. */
    authenticate: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

/**
 * Registers one route-table entry: validation and serialisation from its schemas, the access check
 * its `access` names, the resource check of its `guard`, then the handler. The handler's return
 * value is the answer.
 */
export function registerRoute<T extends RouteDef>(
  app: FastifyInstance,
  def: T,
  handler: Handler<T>,
  { guard }: { guard?: RouteGuard } = {},
): void {
  const successStatus = 201 in def.responses ? 201 : 200;
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params && { params: def.params }),
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      response: def.responses,
      ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    ...(guard && {
      preValidation: async (request: FastifyRequest) => {
        if (def.access !== 'public') request.member ??= await app.authenticate(request);
        if (!request.member && (def.access === 'member' || def.access === 'supervisor')) throw unauthorized();
        const { params, query, body, member } = request;
        await guard({ params, query, body, member });
      },
    }),
    preHandler: async (request) => {
      if (def.access === 'public') return;
      request.member = await app.authenticate(request);
      if (def.access === 'optional') return;
      if (!request.member) throw unauthorized();
      if (def.access === 'supervisor' && !request.member.isSupervisor) throw forbidden();
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        member: request.member,
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
