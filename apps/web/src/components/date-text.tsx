import { formatDate, type DateFormat } from '../lib/format';
import { useReaderZone } from '../lib/reader-zone';

type DateTextProps = {
  /** A `YYYY-MM-DDTHH:mm:ssZ` date. */
  value: string | Date;
  format?: DateFormat;
};

/**
 * A date as text in the reader's time zone. Its own component, so that only the text renders again
 * when the app has taken over a page the server drew in UTC (see `useReaderZone`).
 */
export function DateText({ value, format = 'dateTime' }: DateTextProps) {
  return formatDate(value, format, useReaderZone());
}
