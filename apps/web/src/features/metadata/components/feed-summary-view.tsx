import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { errorMessage } from '../../../lib/api-client';
import { useEditableFeed } from '../api/get-editable-feed';
import { FeedSummary } from './wizard/feed-summary';
import { feedToValues } from './wizard/feed-form-values';

/** A feed as the metadata wizard's summary shows it, read-only: for its legal reviewers and the supervisor. */
export function FeedSummaryView({ feedId }: { feedId: number }) {
  const feed = useEditableFeed(feedId);
  if (feed.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="The feed cannot be shown">
        {errorMessage(feed.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  if (!feed.data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the feed" />
      </Center>
    );
  }
  return <FeedSummary values={feedToValues(feed.data)} />;
}
