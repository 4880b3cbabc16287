import { formatMoney } from '@feedmarket/contract/common/money';

/**
 * An Intl formatter built when first used: building one takes milliseconds (the first also loads the
 * locale's data), which would otherwise all be spent while the page's code loads.
 */
export function whenUsed<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

// Dates and counts are written out in English, the app's language, rather than with Intl: a page's
// first Intl formatter loads the locale data, 40-60 ms of a desktop's main thread (four times that
// on a phone), spent as the first results arrive. The reader's time zone still applies.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type DateParts = { year: number; month: number; day: number; hours: number; minutes: number };

const localParts = (date: Date): DateParts => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  hours: date.getHours(),
  minutes: date.getMinutes(),
});

const utcParts = (date: Date): DateParts => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  hours: date.getUTCHours(),
  minutes: date.getUTCMinutes(),
});

/** "Nov 29, 2026". */
const dayText = ({ year, month, day }: DateParts) => `${months[month]} ${day}, ${year}`;

/** "Nov 29, 2026, 7:05 AM". */
const dateTimeText = (parts: DateParts) =>
  `${dayText(parts)}, ${parts.hours % 12 || 12}:${String(parts.minutes).padStart(2, '0')} ${parts.hours < 12 ? 'AM' : 'PM'}`;

/** `value` read as a date and written by `write`; unreadable input is shown as it is. */
function writeDate(value: string | Date, write: (date: Date) => string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : write(date);
}

/** A `YYYY-MM-DDTHH:mm:ssZ` date in the reader's time zone: "Nov 29, 2026, 7:05 AM". */
export function formatLocalDateTime(value: string | Date): string {
  return writeDate(value, (date) => dateTimeText(localParts(date)));
}

/** A `YYYY-MM-DDTHH:mm:ssZ` date without its time, in the reader's time zone: "Nov 29, 2026". */
export function formatLocalDay(value: string | Date): string {
  return writeDate(value, (date) => dayText(localParts(date)));
}

/** A `YYYY-MM-DDTHH:mm:ssZ` date as it is in UTC, for times entered in UTC: "Jan 31, 2026, 11:59 PM". */
export function formatUtcDateTime(value: string | Date): string {
  return writeDate(value, (date) => dateTimeText(utcParts(date)));
}

/** A count with its thousands grouped: "1,234,567". */
export function formatCount(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency as the reader's locale writes it ("$12.50", "12,50 €"); "USD 12.50" if the code is unknown. */
export function formatAmount(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return formatMoney(amount, currency);
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}
