import { useState } from 'react';

import { maxFilesPerZip, type TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';
import { messages } from '@feedmarket/contract/messages';

import { showNotice } from '../../../lib/notify';
import { downloadContent } from '../api/download-content';
import { downloadContents } from '../api/download-contents';
import { useRemoveContent } from '../api/remove-content';
import { useRemoveContents } from '../api/remove-contents';
import { confirmDeleteFile, confirmDeleteFiles } from '../components/content-dialogs';
import type { ContentSelection } from './use-content-selection';
import { reportFailure, useDownloads } from './use-downloads';

// What `useDownloads` tells apart: each file, and the zip of the checked ones.
const fileKey = (id: number) => `file-${id}`;
const zipKey = 'zip';

/**
 * The actions on a dataset's files, with the spec's dialogs and messages: download one file or the
 * checked ones as content.zip (refused from 50 files on), and delete one or the checked ones after a
 * confirmation. Deletes reload the lists.
 */
export function useContentActions(datasetId: number, selection: ContentSelection) {
  const downloads = useDownloads();
  const removeOne = useRemoveContent();
  const removeMany = useRemoveContents();
  // The file whose delete is running, or 'selection' for the checked ones.
  const [removing, setRemoving] = useState<number | 'selection' | null>(null);
  // Each delete confirms itself, even when another starts before it answers (a mutation's `mutate`
  // callbacks would only tell the last); the busy mark goes with the delete that set it.
  const settle = (target: number | 'selection') => setRemoving((current) => (current === target ? null : current));

  const download = (file: TDatasetContent) => void downloads.run(fileKey(file.id), () => downloadContent(file));

  const downloadSelected = () => {
    // Spec §5 and §8: from 50 files on, say so and download nothing.
    if (selection.count >= maxFilesPerZip) {
      showNotice({ tone: 'error', message: messages.tooManyFiles });
      return;
    }
    const ids = selection.files.map((file) => file.id);
    void downloads.run(zipKey, () => downloadContents(datasetId, ids));
  };

  const remove = (file: TDatasetContent) =>
    confirmDeleteFile(file.originalName, async () => {
      setRemoving(file.id);
      try {
        await removeOne.mutateAsync(file.id);
        selection.forget([file.id]);
        showNotice({ tone: 'success', message: `${file.originalName} was deleted` });
      } catch (error) {
        reportFailure(error, 'The file could not be deleted');
      } finally {
        settle(file.id);
      }
    });

  const removeSelected = () => {
    const ids = selection.files.map((file) => file.id);
    if (ids.length === 0) return;
    confirmDeleteFiles(ids.length, async () => {
      setRemoving('selection');
      try {
        await removeMany.mutateAsync({ datasetId, contentIds: ids });
        selection.forget(ids);
        showNotice({
          tone: 'success',
          message: ids.length === 1 ? '1 file was deleted' : `${ids.length} files were deleted`,
        });
      } catch (error) {
        reportFailure(error, 'The files could not be deleted');
      } finally {
        settle('selection');
      }
    });
  };

  return {
    download,
    downloadSelected,
    remove,
    removeSelected,
    isDownloadingFile: (id: number) => downloads.isBusy(fileKey(id)),
    isDownloadingZip: downloads.isBusy(zipKey),
    removing,
  };
}

export type ContentActions = ReturnType<typeof useContentActions>;
