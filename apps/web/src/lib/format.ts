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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Nov 29, 2026". */
const dayText = ({ year, month, day }: DateParts) => `${months[month]} ${day}, ${year}`;

/** "7:05 AM", or `withSeconds` "7:05:09 AM". */
const clockText = ({ hours, minutes, seconds }: DateParts, withSeconds = false) =>
  `${hours % 12 || 12}:${twoDigits(minutes)}${withSeconds ? `:${twoDigits(seconds)}` : ''} ${hours < 12 ? 'AM' : 'PM'}`;

/** The ways the app writes a date. */
const dateFormats = {
  /** "Nov 29, 2026, 7:05 AM". */
  dateTime: (parts: DateParts) => `${dayText(parts)}, ${clockText(parts)}`,
  /** "Nov 29, 2026". */
  day: dayText,
  /** "November 29, 2026". */
  longDay: ({ year, month, day }: DateParts) => `${monthNames[month]} ${day}, ${year}`,
  /** A time of day to the second: "7:05:09 AM". */
  time: (parts: DateParts) => clockText(parts, true),
  /** A day as a chart's axis shows it: "11/29". */
  monthDay: ({ month, day }: DateParts) => `${twoDigits(month + 1)}/${twoDigits(day)}`,
  /** A day with its weekday: "Fri, Nov 20". */
  weekday: ({ weekday, month, day }: DateParts) => `${weekdays[weekday]}, ${months[month]} ${day}`,
  /** "Nov 2026". */
  month: ({ year, month }: DateParts) => `${months[month]} ${year}`,
};

export type DateFormat = keyof typeof dateFormats;

/** Where a date is read: in the reader's time zone (`useReaderZone` in a render), or in UTC. */
export type DateZone = keyof typeof partsIn;

/**
 * A date (`YYYY-MM-DDTHH:mm:ssZ` or a `Date`) written in `format` as it is in `zone`: "Nov 29, 2026, 7:05
 * AM" (`dateTime`); unreadable input is shown as it is.
 */
export function formatDate(value: string | Date, format: DateFormat, zone: DateZone): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateFormats[format](partsIn[zone](date));
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
