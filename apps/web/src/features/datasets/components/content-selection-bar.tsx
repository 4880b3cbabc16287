import { Button, Text } from '@mantine/core';
import { IconFileZip, IconTrash } from '@tabler/icons-react';

import { maxFilesPerZip } from '@feedmarket/contract/datasets/datasets.schemas';

import { SelectionBar } from '../../../components/selection-parts';
import type { ContentActions } from '../hooks/use-content-actions';
import type { ContentSelection } from '../hooks/use-content-selection';

type ContentSelectionBarProps = { selection: ContentSelection; actions: ContentActions; canWrite: boolean };

/** What can be done with the checked files: download them as content.zip, delete them, or uncheck them. */
export function ContentSelectionBar({ selection, actions, canWrite }: ContentSelectionBarProps) {
  const { count } = selection;
  const isTooMany = count >= maxFilesPerZip;
  return (
    <SelectionBar
      label="Selected files"
      onClear={selection.clear}
      summary={
        <>
          {count === 1 ? '1 file selected' : `${count} files selected`}
          {isTooMany && (
            <Text span size="sm" fw={400} c="dimmed">
              {` · a zip holds at most ${maxFilesPerZip - 1}`}
            </Text>
          )}
        </>
      }
    >
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileZip size={14} aria-hidden />}
        loading={actions.isDownloadingZip}
        onClick={actions.downloadSelected}
      >
        Download as zip
      </Button>
      {canWrite && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={actions.removing === 'selection'}
          onClick={actions.removeSelected}
        >
          Delete selected
        </Button>
      )}
    </SelectionBar>
  );
}
