import { int4Range } from '@feedmarket/contract/common/common.schemas';
import fc from 'fast-check';
import type { z } from 'zod';
import { completeFeedBody } from './factories';

/** Values worth trying in fields: the ids and texts of the test's own data, so generated requests reach it. */
export type Samples = { integers: readonly number[]; texts: readonly string[] };

/** Every integer and text inside `values`, as samples. */
export function samplesFrom(...values: unknown[]): Samples {
  const integers = new Set<number>();
  const texts = new Set<string>();
  const harvest = (value: unknown) => {
    if (typeof value === 'number' && Number.isInteger(value)) integers.add(value);
    else if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(harvest);
  };
  values.forEach(harvest);
  return { integers: [...integers], texts: [...texts] };
}

/** Inputs of the kind the product's forms send, beside a complete feed body, for `samplesFrom`. */
export const everydayInputs = {
  feed: completeFeedBody(),
  lookups: [1, 2, 3, 4, 5, 7, 13, 130, 840, 124, 826],
  people: ['Acme Sensing', 'Jane', 'Doe', 'jdoe12345', 'abc12345', 'jane.doe@example.org', '+1 206 555 0100'],
  places: ['12 Main Street', 'Seattle', '98101', 'https://example.org/feeds/1'],
  words: ['river', 'level', 'name', 'A', '01', 'water_level'],
  dates: ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'],
  pages: ['help', 'about', 'index', 'faq', 'feedmarket', 'datathon', 'country', 'location'],
};

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

function lengthBounds(schema: z.ZodType, longest: number): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = longest;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum as number);
    if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum as number);
    if (check.check === 'length_equals') minLength = maxLength = check.length as number;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

const passes = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success;

function textArbitrary(schema: z.ZodString, samples: Samples): fc.Arbitrary<string> {
  const sources: fc.Arbitrary<string>[] = [];
  const known = samples.texts.filter(passes(schema));
  if (known.length) sources.push(fc.constantFrom(...known));
  // A format is the schema itself (`z.url()`) or one of its checks (`z.string().uuid()`, `.regex()`).
  const formats = [defOf(schema), ...checksOf(schema)].filter((check) => check.format);
  if (formats.some((check) => check.format === 'url')) sources.push(fc.webUrl());
  const pattern = formats.find((check) => check.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  if (pattern) sources.push(fc.stringMatching(pattern));
  const { minLength, maxLength } = lengthBounds(schema, 40);
  sources.push(fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }));
  const mixed = fc.oneof(...sources);
  // Texts with rules of their own rarely pass at random: keep what passes when something surely can.
  return known.length || pattern ? mixed.filter(passes(schema)) : mixed;
}

function numberArbitrary(schema: z.ZodNumber, samples: Samples): fc.Arbitrary<number> {
  const min = Math.max(schema.minValue ?? -Number.MAX_VALUE, schema.isInt ? int4Range.min : -Number.MAX_VALUE);
  const max = Math.min(schema.maxValue ?? Number.MAX_VALUE, schema.isInt ? int4Range.max : Number.MAX_VALUE);
  if (!schema.isInt) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const known = samples.integers.filter((value) => value >= min && value <= max);
  const small = fc.integer({ min: Math.max(min, -5), max: Math.max(Math.min(max, 30), Math.max(min, -5)) });
  return fc.oneof(...(known.length ? [fc.constantFrom(...known)] : []), small, fc.integer({ min, max }));
}

/**
 * Values shaped by a request schema: right types, lengths and ranges, lookups from `samples` where
 * they fit, so most requests get past validation and reach the handlers. Refinements across fields
 * are not attempted; what fails them is one more input to refuse.
 */
export function arbitraryOf(schema: z.ZodType, samples: Samples, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => arbitraryOf(child as z.ZodType, samples, depth + 1);
  switch (def.type) {
    case 'string':
      return textArbitrary(schema as z.ZodString, samples);
    case 'number':
      return numberArbitrary(schema as z.ZodNumber, samples);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])])), {
        requiredKeys: keys.filter((key) => !shape[key]!.safeParse(undefined).success),
      });
    }
    case 'array':
      return fc.array(inner(def.element), lengthBounds(schema, depth > 2 ? 1 : 3));
    case 'record': {
      const keyDef = defOf(def.keyType as z.ZodType);
      if (keyDef.type === 'enum') {
        const keys = Object.values(keyDef.entries as Record<string, string>);
        return fc.record(Object.fromEntries(keys.map((key) => [key, inner(def.valueType)])), { requiredKeys: [] });
      }
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 3 });
    case 'pipe': {
      // A pipe into a fixed set of values (`zIntText.pipe(z.literal([2, 3]))`) takes its values from the set.
      const isChoice = ['literal', 'enum'].includes(defOf(def.out as z.ZodType).type);
      return inner(isChoice ? def.out : def.in);
    }
    case 'lazy':
      return depth > 4 ? fc.constant([]) : inner((def.getter as () => z.ZodType)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const deeplyNested = (depth: number): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1);

/**
 * Input meant to break something: out-of-range and huge numbers, wrong types, characters no text
 * can hold, long texts, deep JSON, dates that do not exist, path traversal, SQL and HTML.
 */
export const hostileValues: readonly unknown[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -1,
  0,
  1.5,
  1e308,
  'a\u0000b',
  '\u0000',
  'ab\ud800',
  '\udfff',
  'x'.repeat(100_000),
  '2026-02-31T25:61:61Z',
  '0000-00-00T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '1; DROP TABLE feeds; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%00',
  '',
  ' ',
  '2147483648',
  '-1',
  'NaN',
  '1e400',
  true,
  null,
  [],
  {},
  { $gt: '' },
  deeplyNested(2_000),
];

/** Paths to every value inside `value` (itself included), for choosing where to mutate. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const paths = [at];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...at, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  return paths;
}

/** The `mutate` choices that pick each text (or number, as `kind` says) inside `value`. */
export function leafChoices(value: unknown, kind: 'string' | 'number'): number[] {
  const paths = pathsOf(value);
  const at = (path: (string | number)[]) =>
    path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value);
  return paths.flatMap((path, choice) => (typeof at(path) === kind ? [choice] : []));
}

/**
 * One change to a valid value: a hostile value at one place, or in every text (or every number) at
 * once, an unknown key added, or a value dropped.
 */
export type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'everywhere'; value: string | number }
  | { kind: 'unknownKey'; key: string; value: unknown }
  | { kind: 'drop' };

const hostileLeaves = hostileValues.filter((value) => typeof value === 'string' || typeof value === 'number');

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileValues).map((value) => ({ kind: 'replace' as const, value })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...hostileLeaves).map((value) => ({ kind: 'everywhere' as const, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        key: fc.constantFrom('unknown', '__proto__', 'constructor', 'id', 'orgId'),
        value: fc.constantFrom(...hostileValues),
      })
      .map(({ key, value }) => ({ kind: 'unknownKey' as const, key, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'drop' as const }) },
);

/** Every text (or number, as `replacement` is) inside `value` replaced by `replacement`. */
function replaceLeaves(value: unknown, replacement: string | number): unknown {
  if (typeof value === typeof replacement) return replacement;
  if (Array.isArray(value)) return value.map((item) => replaceLeaves(item, replacement));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceLeaves(item, replacement)]));
  }
  return value;
}

/** `value` with one mutation applied at the `choice`-th of its paths (modulo their number). */
export function mutate(value: unknown, choice: number, mutation: Mutation): unknown {
  if (mutation.kind === 'everywhere') return replaceLeaves(value, mutation.value);
  const paths = pathsOf(value);
  const path = paths[choice % paths.length]!;
  const apply = (node: unknown): unknown => {
    if (mutation.kind === 'replace') return mutation.value;
    if (mutation.kind === 'unknownKey' && node && typeof node === 'object' && !Array.isArray(node)) {
      const copy: Record<string, unknown> = { ...node };
      // Defined as an own property, so `__proto__` travels as a key of the JSON.
      Object.defineProperty(copy, mutation.key, { value: mutation.value, enumerable: true });
      return copy;
    }
    return undefined;
  };
  const rebuild = (node: unknown, depth: number): unknown => {
    if (depth === path.length) return apply(node);
    const step = path[depth]!;
    if (Array.isArray(node)) return node.map((item, index) => (index === step ? rebuild(item, depth + 1) : item));
    const record = node as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, item]) => [key, key === step ? rebuild(item, depth + 1) : item]),
    );
  };
  return rebuild(value, 0);
}
