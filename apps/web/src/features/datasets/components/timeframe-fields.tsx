import { Fieldset, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';

import { clampDay, daysInMonth, yearChoices, type TimePoint } from '../utils/timeframe';

const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const pad = (value: number) => String(value).padStart(2, '0');
const numbered = (values: number[], show: (value: number) => string = String) =>
  values.map((value) => ({ value: String(value), label: show(value) }));

const hours = numbered(range(0, 23), pad);
const sixty = numbered(range(0, 59), pad);

type TimeframeFieldsProps = {
  legend: string;
  value: TimePoint;
  onChange: (value: TimePoint) => void;
  /** Shown under the fields, e.g. when the end comes before the start. */
  error?: string | null;
  disabled?: boolean;
};

/**
 * One end of a timeframe: year (this year down to 1981), month, a day that follows the month's length
 * (leap years too), then hour, minute and second, all in UTC.
 */
export function TimeframeFields({ legend, value, onChange, error, disabled }: TimeframeFieldsProps) {
  const errorId = useId();
  const years = numbered(yearChoices());
  const days = numbered(range(1, daysInMonth(value.year, value.month)));
  const set = (part: keyof TimePoint) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(clampDay({ ...value, [part]: Number(event.currentTarget.value) }));

  return (
    <Fieldset
      legend={legend}
      variant="filled"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      p="sm"
      pt={4}
    >
      <SimpleGrid cols={{ base: 3, xs: 6 }} spacing="xs" verticalSpacing="xs">
        <NativeSelect label="Year" data={years} value={String(value.year)} onChange={set('year')} />
        <NativeSelect
          label="Month"
          data={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(value.month)}
          onChange={set('month')}
        />
        <NativeSelect label="Day" data={days} value={String(value.day)} onChange={set('day')} />
        <NativeSelect label="Hour" data={hours} value={String(value.hour)} onChange={set('hour')} />
        <NativeSelect label="Minute" data={sixty} value={String(value.minute)} onChange={set('minute')} />
        <NativeSelect label="Second" data={sixty} value={String(value.second)} onChange={set('second')} />
      </SimpleGrid>
      {error && (
        <Text id={errorId} c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
