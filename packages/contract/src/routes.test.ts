import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int4Range } from './common/common.schemas';
import type { RouteDef } from './common/route';
import { routes } from './routes';

type Leaf = { path: string; schema: z.ZodType };

/** The string and number schemas a request schema is built from, with their paths. */
function leavesOf(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (child: unknown, at = path) => leavesOf(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
    case 'number':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'array':
      return inner(def.element, `${path}.0`);
    case 'record':
      return [...inner(def.keyType, `${path}.key`), ...inner(def.valueType, `${path}.value`)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

const requestLeaves = Object.entries(routes).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, RouteDef>).flatMap(([name, route]) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? leavesOf(schema, `${domain}.${name} ${part}`) : [];
    }),
  ),
);
const textLeaves = requestLeaves.filter((leaf) => leaf.schema.def.type === 'string');
const numberLeaves = requestLeaves.filter((leaf) => leaf.schema.def.type === 'number');

describe('request fields of the route table', () => {
  it('are found', () => {
    expect(textLeaves.length).toBeGreaterThan(50);
    expect(numberLeaves.length).toBeGreaterThan(50);
  });

  it.each(['a\u0000b', 'ab\ud800', 'ab\udfffcd'])('refuse %j in every text field', (value) => {
    const accepting = textLeaves.filter((leaf) => leaf.schema.safeParse(value).success).map((leaf) => leaf.path);
    expect(accepting).toEqual([]);
  });

  it('keep every number bounded, and every integer within an integer column', () => {
    const unbounded = numberLeaves
      .filter((leaf) => {
        const { isInt, minValue, maxValue } = leaf.schema as z.ZodNumber;
        const [min, max] = isInt ? [int4Range.min, int4Range.max] : [-Number.MAX_VALUE, Number.MAX_VALUE];
        return !((minValue ?? -Infinity) >= min && (maxValue ?? Infinity) <= max);
      })
      .map((leaf) => leaf.path);
    expect(unbounded).toEqual([]);
  });

  it.each([Number.MIN_VALUE, -1e-200])('pass no decimal as small as %d on to the database', (value) => {
    const passing = numberLeaves
      .filter((leaf) => {
        const result = leaf.schema.safeParse(value);
        return result.success && result.data !== 0;
      })
      .map((leaf) => leaf.path);
    expect(passing).toEqual([]);
  });
});
