import { formatDate } from '../../../lib/format';

/**
 * The period a file's data covers, in UTC as it was entered: "Jan 1, 2026, 12:00 AM – Jan 31, 2026,
 * 11:59 PM UTC", "From … UTC" or "Until … UTC" when one end is open; null when none was given.
 */
export function formatTimeframe(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDate(start, 'dateTime', 'utc')} – ${formatDate(end, 'dateTime', 'utc')} UTC`;
  if (start) return `From ${formatDate(start, 'dateTime', 'utc')} UTC`;
  if (end) return `Until ${formatDate(end, 'dateTime', 'utc')} UTC`;
  return null;
}
