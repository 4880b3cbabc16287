import { formatMoney } from '@feedmarket/contract/common/money';

/**
 * An Intl formatter built when first used: building one takes milliseconds (the first also loads the
 * locale's data), which would otherwise all be spent while the page's code loads.
 */
export function whenUsed<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const dateTimeFormat = whenUsed(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** A `YYYY-MM-DDTHH:mm:ssZ` date in the reader's locale and time zone; unreadable input is shown as is. */
export function formatLocalDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat().format(date);
}

const dayFormat = whenUsed(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

/** A `YYYY-MM-DDTHH:mm:ssZ` date without its time, in the reader's locale and time zone. */
export function formatLocalDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dayFormat().format(date);
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
