import { Alert, Badge, Box, Button, Group, List, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { fieldLabel } from './feed-issues';
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
  /** Leads back to the step; none shows the step read-only. */
  onEdit?: () => void;
  /** Shown instead of the rows, e.g. "Does not apply to file-based feeds". */
  note?: string;
};

/** One step of a summary: its values read-only, its issue count, and (in a wizard) a way back to the step. */
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
        {onEdit && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )}
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

type SummaryStatusProps<S extends string> = {
  /** What is being described: 'feed' or 'group'. */
  noun: string;
  steps: readonly S[];
  titles: Record<S, string>;
  issues: StepIssues<S>;
};

/** The top of a wizard's summary: every open issue by step, or that every step is complete. */
export function SummaryStatus<S extends string>({ noun, steps, titles, issues }: SummaryStatusProps<S>) {
  const openSteps = steps.filter((step) => issues[step]?.length);
  if (!openSteps.length) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        Every step is complete. Submit the {noun} to publish it.
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Some steps have issues"
    >
      <Text size="sm" mb={4}>
        You can save the {noun} as a draft. Submitted as it is, it comes back for review with these issues.
      </Text>
      <List size="sm" spacing={2}>
        {openSteps.flatMap((step) =>
          (issues[step] ?? []).map((issue) => (
            <List.Item key={`${step}-${issue.field}`}>
              {titles[step]}: {fieldLabel(issue.field)}: {issue.message}
            </List.Item>
          )),
        )}
      </List>
    </Alert>
  );
}
