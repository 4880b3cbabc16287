import { formatMoney } from '@feedmarket/contract/common/money';

// Dates and counts are written out in English, the app's language, rather than with Intl: a page's
// first Intl formatter loads the locale data, 40-60 ms of a desktop's main thread (four times that
// on a phone), spent as the first results arrive. The reader's time zone still applies.
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const months = monthNames.map((name) => name.slice(0, 3));
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type DateParts = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
};

/** A date's parts in the reader's time zone or in UTC. */
const partsIn = {
  local: (date: Date): DateParts => ({
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
    seconds: date.getSeconds(),
  }),
  utc: (date: Date): DateParts => ({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
    seconds: date.getUTCSeconds(),
  }),
};

/** `value` read as a date and written by `write` from its parts in `zone`; unreadable input is shown as it is. */
function writeDate(value: string | Date, zone: keyof typeof partsIn, write: (parts: DateParts) => string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : write(partsIn[zone](date));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Nov 29, 2026". */
const dayText = ({ year, month, day }: DateParts) => `${months[month]} ${day}, ${year}`;

/** "7:05 AM", or `withSeconds` "7:05:09 AM". */
const clockText = ({ hours, minutes, seconds }: DateParts, withSeconds = false) =>
  `${hours % 12 || 12}:${twoDigits(minutes)}${withSeconds ? `:${twoDigits(seconds)}` : ''} ${hours < 12 ? 'AM' : 'PM'}`;

/** A `YYYY-MM-DDTHH:mm:ssZ` date in the reader's time zone: "Nov 29, 2026, 7:05 AM". */
export function formatLocalDateTime(value: string | Date): string {
  return writeDate(value, 'local', (parts) => `${dayText(parts)}, ${clockText(parts)}`);
}

/** A `YYYY-MM-DDTHH:mm:ssZ` date without its time, in the reader's time zone: "Nov 29, 2026". */
export function formatLocalDay(value: string | Date): string {
  return writeDate(value, 'local', dayText);
}

/** A date in the reader's time zone, written in full: "November 29, 2026". */
export function formatLocalLongDay(value: string | Date): string {
  return writeDate(value, 'local', ({ year, month, day }) => `${monthNames[month]} ${day}, ${year}`);
}

/** A time of day to the second, in the reader's time zone: "7:05:09 AM". */
export function formatLocalTime(value: string | Date): string {
  return writeDate(value, 'local', (parts) => clockText(parts, true));
}

/** A `YYYY-MM-DDTHH:mm:ssZ` date as it is in UTC, for times entered in UTC: "Jan 31, 2026, 11:59 PM". */
export function formatUtcDateTime(value: string | Date): string {
  return writeDate(value, 'utc', (parts) => `${dayText(parts)}, ${clockText(parts)}`);
}

/** A UTC day as a chart's axis shows it: "11/29". */
export function formatUtcMonthDay(value: string | Date): string {
  return writeDate(value, 'utc', ({ month, day }) => `${twoDigits(month + 1)}/${twoDigits(day)}`);
}

/** A UTC day with its weekday: "Fri, Nov 20". */
export function formatUtcWeekday(value: string | Date): string {
  return writeDate(value, 'utc', ({ weekday, month, day }) => `${weekdays[weekday]}, ${months[month]} ${day}`);
}

/** A UTC month: "Nov 2026". */
export function formatUtcMonth(value: string | Date): string {
  return writeDate(value, 'utc', ({ year, month }) => `${months[month]} ${year}`);
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
