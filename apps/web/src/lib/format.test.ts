import { afterEach, describe, expect, it } from 'vitest';

import { formatCount, formatDate } from './format';

const zone = process.env.TZ;
/** Node reads `TZ` again when it changes: dates then fall in that zone, as in a reader's browser. */
function inZone(timeZone: string) {
  process.env.TZ = timeZone;
}
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-25000)).toBe('-25,000');
  });
});

describe('dates', () => {
  it('writes a date and time in the reader’s time zone', () => {
    inZone('America/New_York');
    expect(formatDate('2026-11-29T07:05:00Z', 'dateTime', 'local')).toBe('Nov 29, 2026, 2:05 AM');
    expect(formatDate('2026-11-29T03:00:00Z', 'day', 'local')).toBe('Nov 28, 2026');
    inZone('Asia/Tokyo');
    expect(formatDate('2026-11-29T07:05:00Z', 'dateTime', 'local')).toBe('Nov 29, 2026, 4:05 PM');
    expect(formatDate(new Date('2026-12-31T20:00:00Z'), 'day', 'local')).toBe('Jan 1, 2027');
  });

  it('writes a day in full and a time to the second in the reader’s time zone', () => {
    inZone('Europe/Berlin');
    expect(formatDate('2026-11-29T23:30:00Z', 'longDay', 'local')).toBe('November 30, 2026');
    expect(formatDate(new Date('2026-11-29T23:05:09Z'), 'time', 'local')).toBe('12:05:09 AM');
  });

  it('writes chart periods in UTC', () => {
    inZone('Pacific/Auckland');
    expect(formatDate('2026-03-01T00:00:00Z', 'monthDay', 'utc')).toBe('03/01');
    expect(formatDate('2026-11-20T00:00:00Z', 'weekday', 'utc')).toBe('Fri, Nov 20');
    expect(formatDate('2026-11-01T00:00:00Z', 'month', 'utc')).toBe('Nov 2026');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDate('2026-09-05T00:30:00Z', 'dateTime', 'utc')).toBe('Sep 5, 2026, 12:30 AM');
    expect(formatDate('2026-09-05T12:00:00Z', 'dateTime', 'utc')).toBe('Sep 5, 2026, 12:00 PM');
    expect(formatDate('2026-09-05T23:59:59Z', 'dateTime', 'utc')).toBe('Sep 5, 2026, 11:59 PM');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatDate('soon', 'dateTime', 'local')).toBe('soon');
    expect(formatDate('', 'day', 'local')).toBe('');
  });
});
