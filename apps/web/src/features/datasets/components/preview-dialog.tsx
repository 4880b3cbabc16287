import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconRefresh } from '@tabler/icons-react';

import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { errorMessage } from '../../../lib/api-client';
import { useContentPreview } from '../api/get-content-preview';
import { isCsv } from '../utils/csv-preview';
import { formatSize } from '../utils/format-size';
import { ContentPreviewBody } from './content-preview-body';

type PreviewDialogProps = {
  /** The file to preview; none closes the dialog. */
  content: TDatasetContent | null;
  onClose: () => void;
  onDownload: (content: TDatasetContent) => void;
  isDownloading: boolean;
};

/** The start of one file, as text or as a table, with its download. */
export function PreviewDialog({ content, onClose, onDownload, isDownloading }: PreviewDialogProps) {
  const preview = useContentPreview(content?.id ?? null);

  return (
    <Modal
      opened={content !== null}
      onClose={onClose}
      title="Preview"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {content && (
        <Stack gap="md">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {content.originalName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSize(content.size)} · {content.contentType}
            </Text>
          </div>
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
          ) : preview.data ? (
            <ContentPreviewBody
              key={content.id}
              preview={preview.data}
              isCsv={isCsv(content)}
              label={`Preview of ${content.originalName}`}
            />
          ) : (
            <Center py="xl">
              <Loader aria-label="Loading the preview" />
            </Center>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={isDownloading}
              onClick={() => onDownload(content)}
            >
              Download
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
