const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A `YYYY-MM-DDTHH:mm:ssZ` date as a date alone, for narrow columns; unreadable input is shown as is. */
export function formatLocalDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
