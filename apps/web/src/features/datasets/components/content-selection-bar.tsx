import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFileZip, IconTrash, IconX } from '@tabler/icons-react';

import { maxFilesPerZip } from '@feedmarket/contract/datasets/datasets.schemas';

import type { ContentActions } from '../hooks/use-content-actions';
import type { ContentSelection } from '../hooks/use-content-selection';

type ContentSelectionBarProps = { selection: ContentSelection; actions: ContentActions; canWrite: boolean };

/** What can be done with the checked files: download them as content.zip, delete them, or uncheck them. */
export function ContentSelectionBar({ selection, actions, canWrite }: ContentSelectionBarProps) {
  const { count } = selection;
  const isTooMany = count >= maxFilesPerZip;
  return (
    <Paper withBorder px="md" py="xs" bg="var(--mantine-primary-color-light)" role="region" aria-label="Selected files">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count === 1 ? '1 file selected' : `${count} files selected`}
          {isTooMany && (
            <Text span size="sm" fw={400} c="dimmed">
              {` · a zip holds at most ${maxFilesPerZip - 1}`}
            </Text>
          )}
        </Text>
        <Group gap="xs">
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
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={selection.clear}
          >
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
