import { Alert, Button, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

import { messages } from '@feedmarket/contract/messages';

import { errorMessage } from '../../../lib/api-client';
import { useContinuousPreview } from '../api/get-continuous-preview';
import { ContentPreviewBody } from './content-preview-body';
import { LatestChunks } from './latest-chunks';

type ContinuousPreviewDialogProps = { opened: boolean; feedId: number; feedName: string; onClose: () => void };

/** The start of a continuous feed's newest file, and the downloads of its newest files and streams. */
export function ContinuousPreviewDialog({ opened, feedId, feedName, onClose }: ContinuousPreviewDialogProps) {
  const preview = useContinuousPreview(feedId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Live data preview"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The start of the newest file of <b>{feedName}</b>.
        </Text>
        {preview.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={messages.previewFailed}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              {errorMessage(preview.error, '') && <Text size="sm">{errorMessage(preview.error, '')}</Text>}
              <Button
                variant="white"
                color="red"
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => void preview.refetch()}
              >
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : preview.data && !preview.data.isBinary && !preview.data.preview ? (
          <Text size="sm">Nothing to preview yet.</Text>
        ) : preview.data ? (
          // Live chunks are records, usually CSV without headings: shown as text.
          <ContentPreviewBody
            preview={preview.data}
            isCsv={false}
            label={`Preview of the live data of ${feedName}`}
            maxHeight={280}
          />
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading the preview" />
          </Center>
        )}
        <Divider />
        <LatestChunks feedId={feedId} enabled={opened} showAddresses={false} />
      </Stack>
    </Modal>
  );
}
