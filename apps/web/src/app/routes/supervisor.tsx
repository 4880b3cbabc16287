import { Stack } from '@mantine/core';
import { useParams } from 'react-router';

import { FeedContentSection } from '../../features/datasets/components/feed-content-section';
import { FeedLegalReviewPanel } from '../../features/legal/components/feed-legal-review-panel';
import { SupervisorFeedsTab } from '../../features/metadata/components/supervisor-feeds-tab';
import { SupervisorView } from '../../features/supervisor/components/supervisor-view';

/** /supervisor/:page?/:modal?/:id? (signed in as a supervisor). */
export function SupervisorRoute() {
  const { page } = useParams();
  return (
    <SupervisorView
      page={page}
      feedsPanel={
        <SupervisorFeedsTab
          renderFeedContent={(feed) => (
            <Stack gap="lg">
              {feed.requireLegalReview && <FeedLegalReviewPanel feedId={feed.id} />}
              <FeedContentSection
                feed={{ id: feed.id, orgId: feed.orgId, typeId: feed.typeId, name: feed.meta.name }}
              />
            </Stack>
          )}
        />
      }
    />
  );
}
