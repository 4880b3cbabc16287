/** A date without its time, in the reader's locale and time zone: "20 Nov 2026". */
export function formatDay(value: string, locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * The period a file's data covers, in UTC as it was entered: "1 Jan 2026, 00:00 – 31 Jan 2026, 23:59 UTC",
 * "From … UTC" or "Until … UTC" when one end is open; null when none was given.
 */
export function formatTimeframe(start: string | null, end: string | null, locale?: string): string | null {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const show = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
  if (start && end) return `${show(start)} – ${show(end)} UTC`;
  if (start) return `From ${show(start)} UTC`;
  if (end) return `Until ${show(end)} UTC`;
  return null;
}
