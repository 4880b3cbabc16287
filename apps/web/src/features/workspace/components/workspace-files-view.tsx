import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';

import { ListError } from '../../../components/list-states';
import type { Wording } from '../../../lib/theme-rules';
import { useWorkspaceFeed } from '../api/get-workspace-feed';
import { workspacePaths } from '../utils/workspace-paths';
import type { OpenFilesState } from './accessed-table';

/** The feed whose files are shown, as the Datasets feature's file list takes it. */
export type FilesFeed = { id: number; orgId: number; typeId: number; name: string };

type WorkspaceFilesViewProps = {
  feedId: number;
  wording: Wording;
  /** The feed's files (list, preview, download), composed by the app from the Datasets feature. */
  renderFiles: (feed: FilesFeed) => ReactNode;
};

/** The files of a feed the organisation has access to (`/dashboard/workspace/files/{feedId}`). */
export function WorkspaceFilesView({ feedId, wording, renderFiles }: WorkspaceFilesViewProps) {
  const location = useLocation();
  // The row the user clicked, so the heading shows at once; the feed itself says who provides it.
  const shown = (location.state as OpenFilesState | null)?.item;
  const feed = useWorkspaceFeed(feedId);
  const name = feed.data?.meta.name ?? shown?.name;
  const provider = feed.data?.orgName ?? shown?.providerName;
  const typeId = feed.data?.type ?? shown?.typeId;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={workspacePaths.list} size="sm" w="fit-content">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {`Back to your ${wording.workspace}`}
        </Group>
      </Anchor>

      {feed.isError && !feed.data ? (
        <ListError
          title="The files of this feed cannot be opened"
          error={feed.error}
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <>
          <Stack gap={6}>
            {name ? (
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
            ) : (
              <Skeleton h={28} w="40%" aria-label="Loading the feed" />
            )}
            {provider && (
              <Text size="sm" c="dimmed">
                Provided by {provider}
              </Text>
            )}
          </Stack>

          {typeId === feedTypes.group ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />} title="A group has no files">
              The files of a group are those of its feeds: add them to your {wording.workspace} and lock them to open
              theirs.
            </Alert>
          ) : feed.data ? (
            renderFiles({ id: feed.data.id, orgId: feed.data.orgId, typeId: feed.data.type, name: feed.data.meta.name })
          ) : (
            <Skeleton h={240} aria-label="Loading the files" />
          )}
        </>
      )}
    </Stack>
  );
}
