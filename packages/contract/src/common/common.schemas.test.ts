import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { int4Range, zDateTime, zDecimal, zId, zIdList, zInt, zIntText } from './common.schemas';

describe('integers', () => {
  it.each([int4Range.min, -1, 0, int4Range.max])('zInt accepts %d', (value) => {
    expect(zInt.safeParse(value).success).toBe(true);
  });

  it.each([int4Range.max + 1, int4Range.min - 1, 2 ** 53, 1e308, 1.5])('zInt refuses %d', (value) => {
    expect(zInt.safeParse(value).success).toBe(false);
  });

  it('reads integers from text within the same range', () => {
    expect(zIntText.parse('2147483647')).toBe(int4Range.max);
    expect(zIntText.safeParse('2147483648').success).toBe(false);
    expect(zId.safeParse('0').success).toBe(false);
    expect(zId.safeParse('2147483648').success).toBe(false);
  });

  it.each([
    ['1', true],
    ['4,8,15', true],
    ['2147483647', true],
    ['2147483648', false],
    ['1,99999999999', false],
    ['0', false],
    ['1,,2', false],
    ['-1', false],
    ['', false],
  ])('zIdList %j → %s', (value, expected) => {
    expect(zIdList.safeParse(value).success).toBe(expected);
  });
});

describe('zDecimal', () => {
  it.each([
    [47.6062, 47.6062],
    [-122.332_123_456_789, -122.332_123_457],
    [Number.MIN_VALUE, 0],
    [-1e-200, 0],
    [12_500, 12_500],
  ])('keeps %d as %d', (value, kept) => {
    expect(zDecimal.parse(value)).toBe(kept);
  });

  it('checks bounds on the kept value', () => {
    expect(zDecimal.positive().safeParse(Number.MIN_VALUE).success).toBe(false);
  });
});

describe('zDateTime', () => {
  it.each(['2026-02-28T23:59:59Z', '2024-02-29T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    'accepts %s',
    (value) => {
      expect(zDateTime.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    '2026-02-31T25:61:61Z',
    '2026-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2016-12-31T23:59:60Z',
    '0000-01-01T00:00:00Z',
  ])('refuses %s, which does not exist, with one message', (value) => {
    expect(zDateTime.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([messages.unknownDate]);
  });

  it('refuses other shapes with one message', () => {
    expect(zDateTime.safeParse('2026-01-01 00:00:00').error?.issues).toHaveLength(1);
  });
});
