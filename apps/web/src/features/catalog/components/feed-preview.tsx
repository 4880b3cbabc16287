import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

import type { TFeedDetail } from '@feedmarket/contract/catalog/catalog.schemas';
import { messages } from '@feedmarket/contract/messages';

import { ContentPreviewBody } from '../../../components/content-preview-body';
import { PreviewStates } from '../../../components/preview-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isCsv } from '../../../lib/csv-preview';
import { DateText } from '../../../components/date-text';
import { useFeedPreview } from '../api/get-feed-preview';
import { useViewerKey } from '../hooks/use-viewer-key';

/** A feed without data to show: the spec's message and the server's reason. */
function NoPreview({ reason }: { reason: string }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" maw={440} mx="auto">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconEyeOff size={24} />
      </ThemeIcon>
      <Title order={3} fz="md">
        {messages.previewFailed}
      </Title>
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}

/** The Preview tab: the first lines of the feed's newest file, as a table when it is simple CSV. */
export function FeedPreview({ feed }: { feed: TFeedDetail }) {
  const preview = useFeedPreview(feed.id, useViewerKey());
  if (preview.error instanceof ApiError && preview.error.status === 404) {
    return <NoPreview reason={errorMessage(preview.error, messages.noPreviewData)} />;
  }
  return (
    <PreviewStates preview={preview}>
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            From {data.fileName}, added <DateText value={data.createdAt} />
          </Text>
          <ContentPreviewBody
            preview={data}
            isCsv={isCsv(data)}
            label={`Preview of ${feed.meta.name}`}
            maxHeight={360}
            truncatedNote={() => 'The file goes on: only its first lines are shown here.'}
          />
        </Stack>
      )}
    </PreviewStates>
  );
}
