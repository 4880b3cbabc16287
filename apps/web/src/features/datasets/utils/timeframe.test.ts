import { describe, expect, it } from 'vitest';

import {
  clampDay,
  dayBoundary,
  daysInMonth,
  isLeapYear,
  timeframeOrderMessage,
  timeframeToIso,
  toIsoDateTime,
  yearChoices,
  type TimePoint,
} from './timeframe';

const point = (overrides: Partial<TimePoint>): TimePoint => ({
  year: 2026,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
  ...overrides,
});

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule: every 4th year, not every 100th, but every 400th', () => {
    expect([2024, 2028, 2000, 1984].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2026, 1900, 2100, 1981].map(isLeapYear)).toEqual([false, false, false, false]);
  });

  it('gives 28, 29, 30 or 31 days', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect([4, 6, 9, 11].map((month) => daysInMonth(2026, month))).toEqual([30, 30, 30, 30]);
    expect([1, 3, 5, 7, 8, 10, 12].map((month) => daysInMonth(2026, month))).toEqual([31, 31, 31, 31, 31, 31, 31]);
  });

  it("moves a day the month does not have to the month's last day", () => {
    expect(clampDay(point({ month: 4, day: 31 })).day).toBe(30);
    expect(clampDay(point({ year: 2025, month: 2, day: 29 })).day).toBe(28);
    expect(clampDay(point({ year: 2024, month: 2, day: 29 })).day).toBe(29);
  });
});

describe('yearChoices', () => {
  it('runs from the current year down to 1981', () => {
    const years = yearChoices(new Date('2026-06-15T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1981);
    expect(years).toHaveLength(46);
  });
});

describe('timeframe to ISO', () => {
  it('writes YYYY-MM-DDTHH:mm:ssZ with padding', () => {
    expect(toIsoDateTime(point({ year: 1981, month: 3, day: 7, hour: 4, minute: 5, second: 9 }))).toBe(
      '1981-03-07T04:05:09Z',
    );
    expect(toIsoDateTime(point({ month: 12, day: 31, hour: 23, minute: 59, second: 59 }))).toBe('2026-12-31T23:59:59Z');
  });

  it('answers both ends, or the server message when the end is before the start', () => {
    expect(timeframeToIso(point({}), point({ month: 1, day: 31, hour: 23, minute: 59, second: 59 }))).toEqual({
      dataStart: '2026-01-01T00:00:00Z',
      dataEnd: '2026-01-31T23:59:59Z',
    });
    expect(timeframeToIso(point({ second: 1 }), point({}))).toEqual({ error: timeframeOrderMessage });
    // One instant is a valid timeframe.
    expect(timeframeToIso(point({}), point({}))).toEqual({
      dataStart: '2026-01-01T00:00:00Z',
      dataEnd: '2026-01-01T00:00:00Z',
    });
  });

  it('gives the first and last second of a UTC day', () => {
    const date = new Date('2024-02-29T15:30:00Z');
    expect(toIsoDateTime(dayBoundary(date, 'start'))).toBe('2024-02-29T00:00:00Z');
    expect(toIsoDateTime(dayBoundary(date, 'end'))).toBe('2024-02-29T23:59:59Z');
  });
});
