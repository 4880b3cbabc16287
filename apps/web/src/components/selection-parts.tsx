import { Button, Checkbox, Group, Paper, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { RowSelection } from '../hooks/use-row-selection';

type Selectable = { id: number };

type SelectPageHeaderProps<Row extends Selectable> = {
  /** "Select all files on this page". */
  label: string;
  /** The rows of the page on screen. */
  rows: Row[];
  selection: RowSelection<Row>;
};

/** The header cell of a list's checkbox column: checks or unchecks every row of the page on screen. */
export function SelectPageHeader<Row extends Selectable>({ label, rows, selection }: SelectPageHeaderProps<Row>) {
  const checkedOnPage = rows.filter((row) => selection.isSelected(row.id)).length;
  return (
    <Table.Th w={44}>
      <Checkbox
        aria-label={label}
        checked={rows.length > 0 && checkedOnPage === rows.length}
        indeterminate={checkedOnPage > 0 && checkedOnPage < rows.length}
        disabled={rows.length === 0}
        onChange={(event) => selection.togglePage(rows, event.currentTarget.checked)}
      />
    </Table.Th>
  );
}

/** The background of a checked row. */
export const selectedRowBackground = (isSelected: boolean) =>
  isSelected ? 'var(--mantine-primary-color-light)' : undefined;

type SelectionBarProps = {
  /** What is checked, said as the list says it: "2 files selected". */
  summary: ReactNode;
  /** "Selected files": the bar's accessible name. */
  label: string;
  onClear: () => void;
  /** What can be done with the checked rows, before "Clear selection". */
  children: ReactNode;
};

/** The bar above a list while rows are checked: how many, what can be done with them, and unchecking them. */
export function SelectionBar({ summary, label, onClear, children }: SelectionBarProps) {
  return (
    <Paper withBorder px="md" py="xs" bg="var(--mantine-primary-color-light)" role="region" aria-label={label}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {summary}
        </Text>
        <Group gap="xs">
          {children}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
