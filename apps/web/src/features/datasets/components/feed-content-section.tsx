import { Stack, Title } from '@mantine/core';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';

import { useProfile } from '../../../lib/session/session-store';
import { canWriteContent } from '../utils/content-rights';
import { DatasetContentPanel } from './dataset-content-panel';

type FeedContentSectionProps = {
  /** The feed whose dataset to show; its id is the dataset id. */
  feed: { id: number; orgId: number; typeId: number; name: string };
};

/**
 * A feed's dataset content inside a view of the feed: the same file list as the Datasets tab, with the
 * live data dialogs for continuous feeds. Groups have no files of their own and show nothing.
 */
export function FeedContentSection({ feed }: FeedContentSectionProps) {
  const profile = useProfile();
  if (feed.typeId === feedTypes.group) return null;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        Dataset content
      </Title>
      <DatasetContentPanel
        datasetId={feed.id}
        datasetName={feed.name}
        typeId={feed.typeId}
        canWrite={canWriteContent(profile, feed.orgId)}
      />
    </Stack>
  );
}
