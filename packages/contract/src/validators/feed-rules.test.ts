import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  filterMinLength,
  hasLocationPointCount,
  isCoordinateFormat,
  isLatitudeInRange,
  isLongitudeInRange,
  isPasswordConfirmed,
  isValidFeedDescription,
  isValidFeedName,
  isValidLatitude,
  isValidLongitude,
  isValidNote,
  isValidUniqueId,
  locationPointCounts,
  normaliseFilterText,
  parseDecimal,
  sanitiseDecimal,
  sanitiseInteger,
  type NumberBounds,
} from './feed-rules';
import { messages } from '../messages';
import { zFeedDescription, zFeedName, zLatitude, zLongitude, zNote, zUniqueId } from './zod-fields';

/** [value, why it is in the table] */
type Row = [string, string];

type Table = { accepted: Row[]; rejected: Row[] };

// Rows shared by name and description: the spec gives description the name's rules.
const tidyText: Table = {
  accepted: [
    ['A', 'a single letter'],
    ['1', 'a single digit'],
    ['Weather feed', 'single space'],
    ['Feed #1 (v2), hourly!', 'any characters'],
    ['Météo', 'letters of any script'],
    ['東京データ', 'letters of any script'],
    ['Line one.\nLine two', 'a line break inside'],
  ],
  rejected: [
    ['', 'empty'],
    [' Feed', 'leading space'],
    ['\tFeed', 'leading tab'],
    ['Feed ', 'trailing space'],
    ['Feed\n', 'trailing line break'],
    ['Weather  feed', 'double space'],
    ['---', 'no letter or digit'],
    ['   ', 'spaces only'],
  ],
};

const predicates: Record<string, [(value: string) => boolean, Table]> = {
  'feed name': [isValidFeedName, tidyText],
  'feed description': [
    isValidFeedDescription,
    {
      accepted: [...tidyText.accepted, ['Ends with a dot.', 'ends with a non-space']],
      rejected: [...tidyText.rejected, ['Ends with a space ', 'ends with a space']],
    },
  ],
  'unique id': [
    isValidUniqueId,
    {
      accepted: [
        ['1', 'a single digit'],
        ['ABC-123', 'hyphen'],
        ['v1.2', 'dot'],
        ['id (3)', 'parentheses and space'],
        ["O'Brien 7", 'single quote'],
        ['say "1"', 'double quote'],
        ['a b 1', 'single spaces'],
      ],
      rejected: [
        ['', 'empty'],
        ['ABC', 'no digit'],
        ['(a)', 'no digit'],
        [' 1', 'leading space'],
        ['1 ', 'trailing space'],
        ['a  1', 'double space'],
        ['a_1', 'underscore'],
        ['a/1', 'slash'],
        ['a#1', 'hash'],
        ['a,1', 'comma'],
        ['a\t1', 'tab'],
        ['é1', 'accented letter'],
      ],
    },
  ],
  note: [
    isValidNote,
    {
      accepted: [
        ['a', 'a single letter'],
        ['7', 'a single digit'],
        ['Note 1', 'single space'],
        ['ok?', 'ends with a special'],
        ['Привет', 'letters of any script'],
        ['first\nsecond', 'a line break inside'],
      ],
      rejected: [
        ['', 'empty'],
        [' note', 'leading space'],
        ['\tnote', 'leading tab'],
        ['\nnote', 'leading line break'],
        ['note ', 'trailing space'],
        ['a  b', 'double space'],
        ['...', 'no letter or digit'],
        ['   ', 'spaces only'],
      ],
    },
  ],
  'coordinate format': [
    isCoordinateFormat,
    {
      accepted: [
        ['0', 'zero'],
        ['-0', 'minus zero'],
        ['45', 'digits'],
        ['-45.123', 'minus and decimal part'],
        ['90.0', 'decimal part'],
        ['007.5', 'leading zeros'],
        ['123456', 'the format has no range'],
      ],
      rejected: [
        ['', 'empty'],
        ['-', 'minus only'],
        ['+45', 'plus sign'],
        ['--1', 'doubled minus'],
        ['45.', 'dot without decimals'],
        ['.5', 'decimals without digits before'],
        ['45,5', 'comma'],
        ['45.1.2', 'two dots'],
        ['4 5', 'space'],
        [' 45', 'leading space'],
        ['1e3', 'exponent'],
        ['abc', 'letters'],
      ],
    },
  ],
  latitude: [
    isValidLatitude,
    {
      accepted: [
        ['90', 'max'],
        ['-90', 'min'],
        ['90.000', 'max with decimals'],
        ['37.6', 'inside'],
      ],
      rejected: [
        ['90.001', 'just above max'],
        ['-90.001', 'just below min'],
        ['91', 'above max'],
        ['abc', 'not a number'],
      ],
    },
  ],
  longitude: [
    isValidLongitude,
    {
      accepted: [
        ['180', 'max'],
        ['-180', 'min'],
        ['-95.665', 'inside'],
      ],
      rejected: [
        ['180.001', 'just above max'],
        ['-180.001', 'just below min'],
        ['181', 'above max'],
        ['1,5', 'comma'],
      ],
    },
  ],
};

describe.each(Object.entries(predicates))('%s', (_name, [predicate, { accepted, rejected }]) => {
  it.each(accepted)('accepts %j (%s)', (value) => {
    expect(predicate(value)).toBe(true);
  });

  it.each(rejected)('rejects %j (%s)', (value) => {
    expect(predicate(value)).toBe(false);
  });
});

describe('coordinate ranges', () => {
  it.each<[number, boolean]>([
    [-90, true],
    [90, true],
    [0, true],
    [-90.0001, false],
    [90.0001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('latitude %s in range: %s', (value, expected) => {
    expect(isLatitudeInRange(value)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [-180, true],
    [180, true],
    [0, true],
    [-180.0001, false],
    [180.0001, false],
    [Number.NaN, false],
    [Number.NEGATIVE_INFINITY, false],
  ])('longitude %s in range: %s', (value, expected) => {
    expect(isLongitudeInRange(value)).toBe(expected);
  });
});

describe('location point counts', () => {
  it('are 2 for a bounded box and 5 for a polygon', () => {
    expect(locationPointCounts).toEqual({ boundedBox: 2, polygon: 5 });
  });

  it.each<['boundedBox' | 'polygon', number, boolean]>([
    ['boundedBox', 0, false],
    ['boundedBox', 1, false],
    ['boundedBox', 2, true],
    ['boundedBox', 3, false],
    ['polygon', 4, false],
    ['polygon', 5, true],
    ['polygon', 6, false],
  ])('%s with %i points: %s', (shape, count, expected) => {
    const points = Array.from({ length: count }, (_, index) => ({ latitude: index, longitude: 0 }));
    expect(hasLocationPointCount(shape, points)).toBe(expected);
  });
});

describe('normaliseFilterText', () => {
  it('clears below 3 characters', () => {
    expect(filterMinLength).toBe(3);
  });

  it.each<[string, string]>([
    ['', ''],
    ['a', ''],
    ['ab', ''],
    ['  ab  ', ''],
    ['   ', ''],
    ['abc', 'abc'],
    [' abc ', 'abc'],
    ['a b', 'a b'],
    ['weather', 'weather'],
  ])('%j becomes %j', (text, expected) => {
    expect(normaliseFilterText(text)).toBe(expected);
  });
});

describe('sanitiseInteger', () => {
  it.each<[string, NumberBounds, string]>([
    ['123', {}, '123'],
    ['12a3', {}, '123'],
    ['-12', {}, '-12'],
    [' -12', {}, '-12'],
    ['1-2', {}, '12'],
    ['--5', {}, '-5'],
    ['-', {}, '-'],
    ['', {}, ''],
    ['abc', {}, ''],
    ['1.5', {}, '15'],
    ['1,000', {}, '1000'],
    ['100', { max: 100 }, '100'],
    ['101', { max: 100 }, '100'],
    ['-100', { min: -100 }, '-100'],
    ['-101', { min: -100 }, '-100'],
    ['-5', { min: 0 }, '0'],
    ['5', { min: 10 }, '10'],
    ['', { min: 10 }, ''],
    ['-', { min: 0 }, '-'],
    ['50', { min: 0, max: 100 }, '50'],
  ])('%j with %j becomes %j', (input, bounds, expected) => {
    expect(sanitiseInteger(input, bounds)).toBe(expected);
  });
});

describe('sanitiseDecimal', () => {
  it.each<[string, NumberBounds, string]>([
    ['1.5', {}, '1.5'],
    ['1,5', {}, '1,5'],
    ['1.2.3', {}, '1.23'],
    ['1,2.3', {}, '1,23'],
    ['-1.5', {}, '-1.5'],
    ['a1b.c5', {}, '1.5'],
    ['.5', {}, '.5'],
    ['5.', {}, '5.'],
    ['-', {}, '-'],
    ['.', {}, '.'],
    ['', {}, ''],
    ['1-2', {}, '12'],
    ['90,0', { max: 90 }, '90,0'],
    ['90.5', { max: 90 }, '90'],
    ['-90,5', { min: -90 }, '-90'],
    ['0.5', { min: 1 }, '1'],
  ])('%j with %j becomes %j', (input, bounds, expected) => {
    expect(sanitiseDecimal(input, bounds)).toBe(expected);
  });

  it.each<[string, number | null]>([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['-.5', -0.5],
    ['5.', 5],
    ['', null],
    ['-', null],
    ['.', null],
  ])('parseDecimal(%j) is %s', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('isPasswordConfirmed', () => {
  it.each<[string, string, boolean]>([
    ['abc123', 'abc123', true],
    ['', '', true],
    ['abc123', 'abc124', false],
    ['abc123', 'ABC123', false],
    ['abc123', 'abc123 ', false],
    ['abc123', '', false],
  ])('%j and %j: %s', (password, confirmation, expected) => {
    expect(isPasswordConfirmed(password, confirmation)).toBe(expected);
  });
});

/** The single message a schema reports for a value, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

describe('feed zod builders', () => {
  const { required, invalid, number } = messages;

  it.each<[string, unknown, string | null, z.ZodType]>([
    ['zFeedName required', '', required, zFeedName({ required: true })],
    ['zFeedName required', undefined, required, zFeedName({ required: true })],
    ['zFeedName required', ' Feed', invalid, zFeedName({ required: true })],
    ['zFeedName required', 'a  b', invalid, zFeedName({ required: true })],
    ['zFeedName required', 'Weather feed', null, zFeedName({ required: true })],
    ['zFeedName optional', '', null, zFeedName()],
    ['zFeedName optional', undefined, null, zFeedName()],
    ['zFeedName optional', '---', invalid, zFeedName()],
    ['zFeedDescription', 'Ends ', invalid, zFeedDescription({ required: true })],
    ['zFeedDescription', 'Hourly data.', null, zFeedDescription({ required: true })],
    ['zUniqueId', 'ABC', invalid, zUniqueId({ required: true })],
    ['zUniqueId', 'ABC-1', null, zUniqueId({ required: true })],
    ['zNote', '   ', invalid, zNote({ required: true })],
    ['zNote', 'note ', invalid, zNote({ required: true })],
    ['zNote', 'fine', null, zNote({ required: true })],
    ['zNote optional', '', null, zNote()],
    ['zLatitude', '', required, zLatitude({ required: true })],
    ['zLatitude', 'abc', number, zLatitude({ required: true })],
    ['zLatitude', '45,5', number, zLatitude({ required: true })],
    ['zLatitude', '90.5', invalid, zLatitude({ required: true })],
    ['zLatitude', ' -90 ', null, zLatitude({ required: true })],
    ['zLatitude optional', '', null, zLatitude()],
    ['zLongitude', '-181', invalid, zLongitude({ required: true })],
    ['zLongitude', '180', null, zLongitude({ required: true })],
    ['zLongitude', '+1', number, zLongitude({ required: true })],
  ])('%s given %j reports %j', (_name, value, expected, schema) => {
    expect(messageOf(schema, value)).toBe(expected);
  });
});
