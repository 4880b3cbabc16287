import { Text } from '@mantine/core';

import { formatLocalDateTime, formatLocalDay } from '../lib/format';

type LocalDayProps = {
  /** A `YYYY-MM-DDTHH:mm:ssZ` date; none shows `empty`, dimmed. */
  value: string | null | undefined;
  empty?: string;
};

/** A table cell's date: the day in the reader's time zone, with the time on hover. */
export function LocalDay({ value, empty = 'Never' }: LocalDayProps) {
  if (!value) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Text size="sm" title={formatLocalDateTime(value)} style={{ whiteSpace: 'nowrap' }}>
      {formatLocalDay(value)}
    </Text>
  );
}
