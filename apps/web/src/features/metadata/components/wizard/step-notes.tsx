import { Alert, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';

import type { TFeedReview, TStepIssue } from '@feedmarket/contract/catalog/metadata.schemas';

import { StepIssuesAlert as SharedStepIssuesAlert } from '../../../../components/wizard/step-issues-alert';
import { DateText } from '../../../../components/date-text';
import { fieldLabel } from './feed-issues';

export type StepReview = TFeedReview['steps'][number];

/** The issues that keep the user on this step, named as the feed wizards name their fields. */
export function StepIssuesAlert({ issues }: { issues: readonly TStepIssue[] }) {
  return <SharedStepIssuesAlert issues={issues} labelOf={fieldLabel} />;
}

/** The review's issues and the supervisor's comments about this step; the user may put them aside. */
export function StepFeedbackAlert({ review, onDismiss }: { review: StepReview | undefined; onDismiss: () => void }) {
  if (!review || (!review.issues.length && !review.comments.length)) return null;
  return (
    <Box component="section" aria-label={`Review feedback on ${review.title}`}>
      <Alert
        color="orange"
        variant="light"
        icon={<IconMessageCircle size={18} aria-hidden />}
        title="Feedback from the review"
      >
        <Stack gap="xs">
          {review.issues.length > 0 && (
            <List size="sm" spacing={2}>
              {review.issues.map((issue) => (
                <List.Item key={`${issue.field}-${issue.message}`}>
                  {fieldLabel(issue.field)}: {issue.message}
                </List.Item>
              ))}
            </List>
          )}
          {review.comments.map((comment) => (
            <Text key={`${comment.createDate}-${comment.text}`} size="sm">
              “{comment.text}”{' '}
              <Text span size="xs" c="dimmed">
                — {comment.userName ?? 'Supervisor'}, <DateText value={comment.createDate} />
              </Text>
            </Text>
          ))}
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="orange" onClick={onDismiss}>
              Dismiss feedback
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Box>
  );
}
