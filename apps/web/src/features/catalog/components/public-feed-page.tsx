import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconFolderPlus, IconLink } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useWording } from '../../../lib/app-settings';
import { isPublicFeedId, usePublicFeed } from '../api/get-public-feed';
import { useAddToWorkspace } from '../hooks/use-add-to-workspace';
import { useCopyFeedLink } from '../hooks/use-copy-feed-link';
import { useViewerKey } from '../hooks/use-viewer-key';
import { FeedDetailTabs, FeedHeading } from './feed-detail-dialog';
import { FeedNotFound } from './feed-not-found';
import { WorkspaceDialogs } from './workspace-dialogs';

/** `/public/:uid`: one feed's public page, open to everyone, to share outside the marketplace. */
export function PublicFeedPage({ uid }: { uid: string }) {
  const viewer = useViewerKey();
  const navigate = useNavigate();
  const wording = useWording();
  const feed = usePublicFeed(uid, viewer);
  const copyLink = useCopyFeedLink();
  const workspace = useAddToWorkspace();
  const data = feed.data;
  // A malformed id is not asked for; an unknown one answers 404 with the server's reason.
  const isUnknown = !isPublicFeedId(uid) || (feed.error instanceof ApiError && feed.error.status === 404);
  useDocumentTitle(data?.meta.name ?? (isUnknown ? 'Feed not found' : 'Feed'));

  if (isUnknown) return <FeedNotFound reason={errorMessage(feed.error, '') || undefined} />;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Button
        component={Link}
        to={paths.search.getHref()}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="md"
        px={0}
      >
        Search all feeds
      </Button>
      {feed.isPending && (
        <Center py={96}>
          <Loader aria-label="Loading the feed" />
        </Center>
      )}
      {feed.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title="This feed cannot be shown"
          role="alert"
        >
          {errorMessage(feed.error, 'The feed cannot be loaded right now. Please try again later.')}
        </Alert>
      )}
      {data && (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="var(--mantine-primary-color-filled)"
              style={{ letterSpacing: 1 }}
            >
              Public feed
            </Text>
            <Title order={1} fz={{ base: 28, sm: 34 }} lh={1.2}>
              {data.meta.name}
            </Title>
            <FeedHeading feed={data} />
          </Stack>
          <Group gap="sm">
            <Button
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => workspace.add([data.id])}
              loading={workspace.pendingIds.includes(data.id)}
            >
              Add to {wording.workspace}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => void copyLink(data)}
            >
              Copy link
            </Button>
          </Group>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <FeedDetailTabs feed={data} onOpenFeed={(id) => void navigate(`${paths.search.getHref()}?feed=${id}`)} />
          </Paper>
        </Stack>
      )}
      <WorkspaceDialogs workspace={workspace} />
    </Container>
  );
}
