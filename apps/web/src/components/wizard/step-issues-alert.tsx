import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export type StepIssue = { field: string; message: string };

type StepIssuesAlertProps = {
  issues: readonly StepIssue[];
  /** The name the user knows a field by. */
  labelOf: (field: string) => string;
};

/** The issues that keep the user on a wizard's step; each is also shown at its field. */
export function StepIssuesAlert({ issues, labelOf }: StepIssuesAlertProps) {
  if (!issues.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={issues.length === 1 ? 'Fix 1 issue to go on' : `Fix ${issues.length} issues to go on`}
    >
      <List size="sm" spacing={2}>
        {issues.map((issue) => (
          <List.Item key={`${issue.field}-${issue.message}`}>
            {labelOf(issue.field)}: {issue.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
