import { Badge, Box, Button, Group, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import classes from './wizard.module.css';

export type SummaryRow = { label: string; value: ReactNode };

/** A value for the summary: empty ones say so rather than leaving a gap. */
export function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Text span size="sm" c="dimmed">
        Not set
      </Text>
    );
  }
  return Array.isArray(value) ? value.join(', ') : value;
}

type SummarySectionProps = {
  title: string;
  rows: readonly SummaryRow[];
  issueCount: number;
  onEdit: () => void;
  /** Shown instead of the rows, e.g. "Does not apply to file-based feeds". */
  note?: string;
};

/** One step of a summary: its values read-only, its issue count, and a way back to the step. */
export function SummarySection({ title, rows, issueCount, onEdit, note }: SummarySectionProps) {
  return (
    <Box component="section" className={classes.summarySection} aria-label={title}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Group gap="xs">
          <Title order={4} fz="md">
            {title}
          </Title>
          {issueCount > 0 && (
            <Badge color="red" variant="light" size="sm">
              {issueCount === 1 ? '1 issue' : `${issueCount} issues`}
            </Badge>
          )}
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          aria-label={`Edit ${title}`}
        >
          Edit
        </Button>
      </Group>
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : (
        <dl className={classes.summaryList}>
          {rows.map((row) => (
            <Box key={row.label} display="contents">
              <dt>{row.label}</dt>
              <dd>{shown(row.value)}</dd>
            </Box>
          ))}
        </dl>
      )}
    </Box>
  );
}
