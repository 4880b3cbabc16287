import { Button, Group, Stack } from '@mantine/core';
import { IconBroadcast, IconEye, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { useDatasetContent } from '../api/get-dataset-content';
import { useContentActions } from '../hooks/use-content-actions';
import { useContentSelection } from '../hooks/use-content-selection';
import { usePagedList } from '../../../hooks/use-paged-list';
import { ContentSelectionBar } from './content-selection-bar';
import { ContentTable, type ContentSortKey } from './content-table';
import { ContinuousPreviewDialog } from './continuous-preview-dialog';
import { LiveDataLinkDialog } from './live-data-link-dialog';
import { PreviewDialog } from './preview-dialog';
import { UploadFileDialog } from './upload-file-dialog';
import { UploadFilesDialog } from './upload-files-dialog';

type OpenDialog = 'upload' | 'uploadMany' | 'liveLink' | 'livePreview' | null;

type DatasetContentPanelProps = {
  datasetId: number;
  /** The feed's name, for the dialogs' titles. */
  datasetName: string;
  /** The feed's type; continuous feeds (2) add their live data dialogs. Unknown while the feed loads. */
  typeId: number | undefined;
  /** The owner organisation, unless read-only, uploads and deletes; everyone else only reads. */
  canWrite: boolean;
};

/**
 * A dataset's files: filter, sort and pages of 10; check files to download them as content.zip or
 * delete them; per file preview, download and delete; single and multi upload. The Datasets tab and
 * the feed view both show it.
 */
export function DatasetContentPanel({ datasetId, datasetName, typeId, canWrite }: DatasetContentPanelProps) {
  const list = usePagedList<ContentSortKey>(
    { orderBy: 'createdAt', order: 'desc' },
    { descendingFirst: ['createdAt', 'size', 'dataStart'] },
  );
  const files = useDatasetContent(datasetId, list.query);
  list.keepPageInRange(files.data?.total);
  const selection = useContentSelection();
  const actions = useContentActions(datasetId, selection);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [previewing, setPreviewing] = useState<TDatasetContent | null>(null);
  const closeDialog = () => setDialog(null);
  const isContinuous = typeId === feedTypes.continuous;

  const uploadButtons = canWrite && (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setDialog('upload')}>
        Upload file
      </Button>
      <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setDialog('uploadMany')}>
        Upload files
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput label="Filter files" matches="File name" list={list} />
        <Group gap="sm">
          {isContinuous && (
            <>
              <Button
                variant="light"
                leftSection={<IconBroadcast size={16} aria-hidden />}
                onClick={() => setDialog('liveLink')}
              >
                Live data link
              </Button>
              <Button
                variant="light"
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => setDialog('livePreview')}
              >
                Preview live data
              </Button>
            </>
          )}
          {uploadButtons}
        </Group>
      </Group>

      {selection.count > 0 && <ContentSelectionBar selection={selection} actions={actions} canWrite={canWrite} />}

      <ContentTable
        list={list}
        query={files}
        selection={selection}
        actions={actions}
        canWrite={canWrite}
        onPreview={setPreviewing}
        empty={{
          title: 'No files yet',
          description: canWrite
            ? 'Upload the files of this dataset: one with its timeframe, or several at once.'
            : 'Files appear here once the organisation that owns the feed uploads them.',
          action: uploadButtons && <Group mt="xs">{uploadButtons}</Group>,
        }}
      />

      <PreviewDialog
        content={previewing}
        onClose={() => setPreviewing(null)}
        onDownload={actions.download}
        isDownloading={previewing !== null && actions.isDownloadingFile(previewing.id)}
      />
      {canWrite && (
        <>
          <UploadFileDialog
            opened={dialog === 'upload'}
            datasetId={datasetId}
            datasetName={datasetName}
            onClose={closeDialog}
          />
          <UploadFilesDialog
            opened={dialog === 'uploadMany'}
            datasetId={datasetId}
            datasetName={datasetName}
            onClose={closeDialog}
          />
        </>
      )}
      {isContinuous && (
        <>
          <LiveDataLinkDialog
            opened={dialog === 'liveLink'}
            feedId={datasetId}
            feedName={datasetName}
            onClose={closeDialog}
          />
          <ContinuousPreviewDialog
            opened={dialog === 'livePreview'}
            feedId={datasetId}
            feedName={datasetName}
            onClose={closeDialog}
          />
        </>
      )}
    </Stack>
  );
}
