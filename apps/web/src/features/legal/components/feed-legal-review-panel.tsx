import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { DateText } from '../../../components/date-text';
import { useFeedLegalReview } from '../api/get-feed-legal-review';
import { LegalNotes } from './legal-notes';
import { LegalStateBadge } from './legal-state-badge';

const waitingFor: Record<number, string> = {
  [legalReviewStates.open]: "The organisation's legal reviewers have not decided yet: the feed cannot be approved.",
  [legalReviewStates.resolved]: 'The feed passed legal review: it may be approved.',
  [legalReviewStates.cleared]: 'The feed was returned to its provider.',
};

/** Where a feed stands in its organisation's legal review, with the reviewers' notes: for the supervisor. */
export function FeedLegalReviewPanel({ feedId }: { feedId: number }) {
  const review = useFeedLegalReview(feedId);
  const heading = (
    <Title order={4} fz="md">
      Legal review
    </Title>
  );
  if (review.isError) {
    const never = review.error instanceof ApiError && review.error.status === 404;
    return (
      <Stack gap="xs" component="section" aria-label="Legal review">
        {heading}
        {never ? (
          <Text size="sm" c="dimmed">
            The feed has not been through legal review yet.
          </Text>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(review.error, 'The legal review cannot be shown right now.')}
          </Alert>
        )}
      </Stack>
    );
  }
  const data = review.data;
  return (
    <Stack gap="xs" component="section" aria-label="Legal review">
      <Group justify="space-between">
        {heading}
        {data && <LegalStateBadge state={data.state} />}
      </Group>
      {!data ? (
        <Skeleton h={40} />
      ) : (
        <>
          <Text size="sm">
            {waitingFor[data.state]}
            {data.decidedDate && (
              <>
                {` ${data.stateText} `}
                <DateText value={data.decidedDate} />
                {data.decidedBy ? ` by ${data.decidedBy}` : ''}.
              </>
            )}
          </Text>
          <LegalNotes notes={data.notes} />
        </>
      )}
    </Stack>
  );
}
