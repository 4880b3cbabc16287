import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';

import { useWording } from '../../../lib/app-settings';
import classes from './catalog.module.css';

type SelectionBarProps = {
  selectedCount: number;
  pageCount: number;
  selectedOnPage: number;
  onToggleAll: () => void;
  onClear: () => void;
  onAddSelected: () => void;
  isAdding: boolean;
  /** The list view has its own select-all in the table head. */
  withSelectAll: boolean;
  children?: React.ReactNode;
};

/** Select results and add them to the workspace together. */
export function SelectionBar({
  selectedCount,
  pageCount,
  selectedOnPage,
  onToggleAll,
  onClear,
  onAddSelected,
  isAdding,
  withSelectAll,
  children,
}: SelectionBarProps) {
  const wording = useWording();
  return (
    <Group justify="space-between" gap="sm" className={classes.selectionBar}>
      <Group gap="md">
        {withSelectAll && (
          <Checkbox
            label="Select all on this page"
            checked={pageCount > 0 && selectedOnPage === pageCount}
            indeterminate={selectedOnPage > 0 && selectedOnPage < pageCount}
            onChange={onToggleAll}
            disabled={pageCount === 0}
          />
        )}
        <Text size="sm" c={selectedCount > 0 ? undefined : 'dimmed'} aria-live="polite">
          {selectedCount === 0 ? 'No feed selected' : `${selectedCount} selected`}
        </Text>
        {selectedCount > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            Clear selection
          </Button>
        )}
      </Group>
      <Group gap="sm">
        {children}
        <Button
          size="sm"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          onClick={onAddSelected}
          disabled={selectedCount === 0}
          loading={isAdding}
        >
          Add selected to {wording.workspace}
        </Button>
      </Group>
    </Group>
  );
}
