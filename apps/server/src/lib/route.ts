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
 * its `access` names, then the handler. The handler's return value is the answer.
 */
export function registerRoute<T extends RouteDef>(app: FastifyInstance, def: T, handler: Handler<T>): void {
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
    ...(def.answerType === 'file' && { compress: false }),
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
