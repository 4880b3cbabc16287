import { firstDataYear } from '@feedmarket/contract/datasets/datasets.schemas';

/** One end of a timeframe as the picker holds it, in UTC; `month` is 1–12. */
export type TimePoint = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The server's message for a timeframe that ends before it starts (ZContentInfo). */
export const timeframeOrderMessage = 'The end of the timeframe is before its start';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of `month` (1–12) in `year`: 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Spec §5: the years offered, from the current year down to 1981. */
export function yearChoices(now: Date = new Date()): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: Math.max(0, current - firstDataYear + 1) }, (_, index) => current - index);
}

/** A changed year or month can leave a day the month does not have (31 April): the month's last day instead. */
export function clampDay(point: TimePoint): TimePoint {
  const last = daysInMonth(point.year, point.month);
  return point.day > last ? { ...point, day: last } : point;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The point as the API sends dates: `YYYY-MM-DDTHH:mm:ssZ`. */
export function toIsoDateTime(point: TimePoint): string {
  const { year, month, day, hour, minute, second } = clampDay(point);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}Z`;
}

/** The first (`start`) or last (`end`) second of the UTC day of `date`. */
export function dayBoundary(date: Date, edge: 'start' | 'end'): TimePoint {
  const isEnd = edge === 'end';
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: isEnd ? 23 : 0,
    minute: isEnd ? 59 : 0,
    second: isEnd ? 59 : 0,
  };
}

/** The `dataStart` and `dataEnd` of an upload, or the server's message when the end comes first. */
export function timeframeToIso(
  start: TimePoint,
  end: TimePoint,
): { dataStart: string; dataEnd: string } | { error: string } {
  const dataStart = toIsoDateTime(start);
  const dataEnd = toIsoDateTime(end);
  // The fixed-width format sorts as text in time order.
  return dataEnd < dataStart ? { error: timeframeOrderMessage } : { dataStart, dataEnd };
}
