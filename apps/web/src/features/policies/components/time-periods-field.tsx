import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';

import { emptyPeriod, type PeriodValues } from '../utils/policy-form-values';

type TimePeriodsFieldProps = {
  periods: PeriodValues[];
  onChange: (periods: PeriodValues[]) => void;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
};

/** When the policy is in force: periods of days, both ends included (UTC); none means always. */
export function TimePeriodsField({ periods, onChange, errors, disabled = false }: TimePeriodsFieldProps) {
  const change = (index: number, period: PeriodValues) =>
    onChange(periods.map((current, at) => (at === index ? period : current)));
  return (
    <Stack gap="sm">
      {periods.length === 0 && (
        <Text size="sm" c="dimmed">
          No periods: the policy is in force whenever it is active.
        </Text>
      )}
      {periods.map((period, index) => (
        <Group
          key={period.key}
          role="group"
          aria-label={`Period ${index + 1}`}
          align="flex-start"
          gap="xs"
          wrap="nowrap"
        >
          <Group gap="xs" grow style={{ flex: 1 }} wrap="wrap">
            <TextInput
              type="date"
              label="From"
              value={period.startDate}
              onChange={(event) => change(index, { ...period, startDate: event.currentTarget.value })}
              error={errors[`timePeriods.${index}.startDate`]}
              disabled={disabled}
              miw={150}
            />
            <TextInput
              type="date"
              label="Until"
              value={period.endDate}
              onChange={(event) => change(index, { ...period, endDate: event.currentTarget.value })}
              error={errors[`timePeriods.${index}.endDate`]}
              disabled={disabled}
              miw={150}
            />
          </Group>
          {!disabled && (
            <Tooltip label={`Remove period ${index + 1}`} openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={25}
                aria-label={`Remove period ${index + 1}`}
                onClick={() => onChange(periods.filter((_, at) => at !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => onChange([...periods, emptyPeriod()])}
          >
            Add period
          </Button>
        </Group>
      )}
    </Stack>
  );
}
