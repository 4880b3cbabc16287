import type { RouteDef } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, everydayInputs, leafChoices, mutate, samplesFrom } from './zod-arbitrary';

const samples = samplesFrom(everydayInputs);

// Refinements across fields are not attempted: a new password's confirmation must equal it; a
// price's amount follows its option and mode; a policy sends one model and needs feeds or rules.
const acrossFields = new Set([
  routes.auth.newPassword.body,
  routes.pricing.create.body,
  routes.pricing.update.body,
  routes.policies.create.body,
  routes.policies.update.body,
  routes.policies.preview.body,
]);
const requestSchemas = Object.entries(routes).flatMap(([domain, table]) =>
  Object.entries(table as Record<string, RouteDef>).flatMap(([name, route]) =>
    (['params', 'query', 'body'] as const)
      .filter((part) => route[part] && !acrossFields.has(route[part] as never))
      .map((part) => ({ name: `${domain}.${name} ${part}`, schema: route[part]! })),
  ),
);

describe('arbitraryOf', () => {
  it.each(requestSchemas)('mostly makes values $name accepts, so requests get past validation', ({ schema }) => {
    const values = fc.sample(arbitraryOf(schema, samples), { numRuns: 30, seed: 1 });
    expect(values.filter((value) => schema.safeParse(value).success).length).toBeGreaterThanOrEqual(12);
  });

  it('keeps integers within the integer column even when the schema allows more', () => {
    const values = fc.sample(arbitraryOf(z.number().int(), samples), { numRuns: 200, seed: 1 });
    expect(values.every((value) => Math.abs(value as number) <= 2 ** 31)).toBe(true);
  });
});

describe('mutate', () => {
  const value = { a: [1, { b: 'x' }], c: true };

  it('replaces the value at the chosen path', () => {
    expect(mutate(value, 0, { kind: 'replace', value: null })).toBeNull();
    expect(mutate(value, 4, { kind: 'replace', value: 'a\u0000' })).toEqual({ a: [1, { b: 'a\u0000' }], c: true });
  });

  it('adds an unknown key that travels in JSON, even `__proto__`', () => {
    const mutated = mutate(value, 0, { kind: 'unknownKey', key: '__proto__', value: { isSupervisor: true } });
    expect(JSON.stringify(mutated)).toBe('{"a":[1,{"b":"x"}],"c":true,"__proto__":{"isSupervisor":true}}');
  });

  it('puts a text into every text, or a number into every number', () => {
    expect(mutate(value, 0, { kind: 'everywhere', value: '\u0000' })).toEqual({ a: [1, { b: '\u0000' }], c: true });
    expect(mutate(value, 0, { kind: 'everywhere', value: 2 ** 31 })).toEqual({ a: [2 ** 31, { b: 'x' }], c: true });
  });

  it('finds the choices of each text and each number', () => {
    expect(
      leafChoices(value, 'string').map((choice) => mutate(value, choice, { kind: 'replace', value: '!' })),
    ).toEqual([{ a: [1, { b: '!' }], c: true }]);
    expect(leafChoices(value, 'number')).toEqual([2]);
  });

  it('drops the value at the chosen path', () => {
    expect(JSON.stringify(mutate(value, 5, { kind: 'drop' }))).toBe('{"a":[1,{"b":"x"}]}');
  });
});
