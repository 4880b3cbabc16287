import { Alert, Button, Center, Group, Loader, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconCheck, IconInfoCircle, IconNote } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { legalReviewStates } from '@feedmarket/contract/legal/legal.schemas';

import { errorMessage } from '../../../lib/api-client';
import { DateText } from '../../../components/date-text';
import { useFeedLegalReview } from '../api/get-feed-legal-review';
import { useLegalReviewActions } from '../hooks/use-legal-review-actions';
import { LegalActionDialog } from './legal-action-dialog';
import { LegalNotes } from './legal-notes';
import { LegalSectionView } from './legal-section-view';
import { LegalStateBadge } from './legal-state-badge';

type LegalReviewDialogProps = {
  /** The feed whose latest review to show; none closes the dialog. */
  feedId: number | null;
  onClose: () => void;
  /** The feed as the metadata wizard's summary shows it, composed by the app. */
  renderFeedSummary?: (feedId: number) => ReactNode;
};

/**
 * The legal view of a feed: its legal section (licence, regulations, custom lists), the review's
 * state and notes, and the whole feed read-only. Its reviewers add notes, resolve or clear it there.
 */
export function LegalReviewDialog({ feedId, onClose, renderFeedSummary }: LegalReviewDialogProps) {
  const review = useFeedLegalReview(feedId);
  const data = review.data;
  const actions = useLegalReviewActions(data);
  const isOpen = data?.state === legalReviewStates.open;

  return (
    <Modal.Stack>
      <Modal
        stackId="legal-review"
        opened={feedId !== null}
        onClose={onClose}
        title="Legal review"
        size="64rem"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {review.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title="The legal review cannot be shown"
          >
            {errorMessage(review.error, 'Please try again in a moment.')}
          </Alert>
        ) : !data ? (
          <Center py="xl">
            <Loader aria-label="Loading the legal review" />
          </Center>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ flex: '1 1 16rem' }}>
                <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                  {data.itemName}
                </Title>
                <Text size="sm" c="dimmed">
                  {data.itemTypeText} submitted <DateText value={data.createDate} />
                  {data.requestedBy && ` by ${data.requestedBy}`}
                </Text>
                {data.decidedDate && (
                  <Text size="sm" c="dimmed">
                    {data.stateText} <DateText value={data.decidedDate} />
                    {data.decidedBy && ` by ${data.decidedBy}`}
                  </Text>
                )}
              </Stack>
              <LegalStateBadge state={data.state} size="lg" />
            </Group>

            {data.canAct ? (
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconNote size={16} aria-hidden />}
                  onClick={() => actions.open('note')}
                >
                  Add note
                </Button>
                {isOpen && (
                  <>
                    <Button
                      color="teal"
                      leftSection={<IconCheck size={16} aria-hidden />}
                      onClick={() => actions.open('resolve')}
                    >
                      Resolve
                    </Button>
                    <Button
                      variant="light"
                      color="orange"
                      leftSection={<IconArrowBackUp size={16} aria-hidden />}
                      onClick={() => actions.open('clear')}
                    >
                      Clear
                    </Button>
                  </>
                )}
              </Group>
            ) : (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                Only the organisation&apos;s legal reviewers and administrators act on its legal reviews.
              </Alert>
            )}

            <Tabs defaultValue="legal" keepMounted={false}>
              <Tabs.List aria-label="Legal review sections">
                <Tabs.Tab value="legal">Legal and notes</Tabs.Tab>
                {renderFeedSummary && data.feed && <Tabs.Tab value="feed">Feed summary</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="legal" pt="md">
                <Stack gap="lg">
                  {data.feed && <LegalSectionView section={data.feed} />}
                  <Stack gap="xs">
                    <Title order={4} fz="sm">
                      Notes
                    </Title>
                    <LegalNotes notes={data.notes} />
                  </Stack>
                </Stack>
              </Tabs.Panel>
              {renderFeedSummary && data.feed && (
                <Tabs.Panel value="feed" pt="md">
                  {renderFeedSummary(data.feed.feedId)}
                </Tabs.Panel>
              )}
            </Tabs>
          </Stack>
        )}
      </Modal>
      <LegalActionDialog
        stackId="legal-action"
        action={actions.action}
        itemName={data?.itemName ?? ''}
        isPending={actions.isPending}
        onSubmit={actions.submit}
        onClose={actions.close}
      />
    </Modal.Stack>
  );
}
