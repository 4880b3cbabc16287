import { z } from 'zod';
import { ZOption } from './common.schemas';
import { defineRoute, type ApiTag } from './route';

/** A public lookup list of name and value pairs, which changes only with a release: cacheable 2 minutes. */
export const optionLookupRoute = <const P extends string, const O extends string, const G extends ApiTag>(
  tag: G,
  path: P,
  operationId: O,
  summary: string,
  description: string,
) =>
  defineRoute({
    method: 'GET',
    path,
    operationId,
    summary,
    description: `${description} Cacheable for 2 minutes.`,
    tag,
    access: 'public',
    responses: { 200: z.array(ZOption) },
  });
