import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

import { ContentPreviewBody } from '../../../components/content-preview-body';
import { PreviewStates } from '../../../components/preview-states';
import { isCsv } from '../../../lib/csv-preview';
import { useContentPreview } from '../api/get-content-preview';
import { formatSize } from '../utils/format-size';

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
          <PreviewStates preview={preview}>
            {(data) => (
              <ContentPreviewBody
                key={content.id}
                preview={data}
                isCsv={isCsv(content)}
                label={`Preview of ${content.originalName}`}
              />
            )}
          </PreviewStates>
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
