import { Text, type TextProps } from '@mantine/core';

import { formatDate } from '../lib/format';
import { useReaderZone } from '../lib/reader-zone';

type LocalDayProps = TextProps & {
  /** A `YYYY-MM-DDTHH:mm:ssZ` date; none shows `empty`, dimmed. */
  value: string | null | undefined;
  empty?: string;
};

/** A table cell's date: the day in the reader's time zone, with the time on hover. */
export function LocalDay({ value, empty = 'Never', ...textProps }: LocalDayProps) {
  const zone = useReaderZone();
  if (!value) {
    return (
      <Text size="sm" c="dimmed" {...textProps}>
        {empty}
      </Text>
    );
  }
  return (
    <Text size="sm" title={formatDate(value, 'dateTime', zone)} style={{ whiteSpace: 'nowrap' }} {...textProps}>
      {formatDate(value, 'day', zone)}
    </Text>
  );
}
