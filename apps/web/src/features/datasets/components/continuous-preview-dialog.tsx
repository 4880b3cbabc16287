import { Divider, Text } from '@mantine/core';

import { ContentPreviewBody } from '../../../components/content-preview-body';
import { PreviewStates } from '../../../components/preview-states';
import { useContinuousPreview } from '../api/get-continuous-preview';
import { LiveDataDialog } from './live-data-dialog';
import { LiveRecordsPanel } from './live-records-panel';

type ContinuousPreviewDialogProps = { opened: boolean; feedId: number; feedName: string; onClose: () => void };

/**
 * A continuous feed's records as they arrive, the start of its newest file, and the downloads of its
 * newest files and streams.
 */
export function ContinuousPreviewDialog({ opened, feedId, feedName, onClose }: ContinuousPreviewDialogProps) {
  const preview = useContinuousPreview(feedId, opened);
  return (
    <LiveDataDialog
      opened={opened}
      feedId={feedId}
      onClose={onClose}
      title="Live data preview"
      size="xl"
      showAddresses={false}
      intro={
        <>
          The records of <b>{feedName}</b> as they arrive, the start of its newest file, and its newest files.
        </>
      }
    >
      <LiveRecordsPanel feedId={feedId} feedName={feedName} enabled={opened} />
      <Divider />
      <PreviewStates preview={preview}>
        {(data) =>
          !data.isBinary && !data.preview ? (
            <Text size="sm">Nothing to preview yet.</Text>
          ) : (
            // Live chunks are records, usually CSV without headings: shown as text.
            <ContentPreviewBody
              preview={data}
              isCsv={false}
              label={`Preview of the live data of ${feedName}`}
              maxHeight={280}
            />
          )
        }
      </PreviewStates>
      <Divider />
    </LiveDataDialog>
  );
}
