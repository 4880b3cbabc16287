import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { feedTypeNames, feedTypes } from '@feedmarket/contract/catalog/catalog.constants';

import { ListError } from '../../../components/list-states';
import { useProfile } from '../../../lib/session/session-store';
import { useDatasetFeed } from '../api/get-dataset-feed';
import { canWriteContent } from '../utils/content-rights';
import { datasetsPaths } from '../utils/datasets-paths';
import { DatasetContentPanel } from './dataset-content-panel';
import type { OpenDatasetState } from './dataset-list-table';
import { DatasetStatusBadge } from './dataset-status-badge';

/** One dataset of the Datasets tab (`/dashboard/datasets/files/{id}`): its feed and its files. */
export function DatasetFilesView({ datasetId }: { datasetId: number }) {
  const profile = useProfile();
  const location = useLocation();
  // The row the user clicked, so the heading shows at once; the feed itself says who owns it.
  const shown = (location.state as OpenDatasetState | null)?.dataset;
  const feed = useDatasetFeed(datasetId, profile?.supervisor ?? false);
  const name = feed.data?.name ?? shown?.name;
  const typeId = feed.data?.typeId ?? shown?.typeId;
  const canWrite = feed.data ? canWriteContent(profile, feed.data.orgId) : false;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={datasetsPaths.list} size="sm" w="fit-content">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          All datasets
        </Group>
      </Anchor>

      {feed.isError && !name ? (
        <ListError title="This dataset cannot be opened" error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <>
          <Stack gap={6}>
            {name ? (
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
            ) : (
              <Skeleton h={28} w="40%" aria-label="Loading the dataset" />
            )}
            <Group gap="sm">
              {typeId !== undefined && (
                <Text size="sm" c="dimmed">
                  {feedTypeNames[typeId] ?? shown?.typeName ?? `Type ${typeId}`} feed
                </Text>
              )}
              {feed.data && <DatasetStatusBadge status={feed.data.status} text={feed.data.statusText} />}
            </Group>
          </Stack>

          {typeId === feedTypes.group ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />} title="A group has no files">
              The files of a group are those of its feeds: open their datasets instead.
            </Alert>
          ) : (
            <DatasetContentPanel datasetId={datasetId} datasetName={name ?? ''} typeId={typeId} canWrite={canWrite} />
          )}
        </>
      )}
    </Stack>
  );
}
