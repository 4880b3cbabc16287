import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { SelectionBar } from '../../../components/selection-parts';
import type { RowSelection } from '../../../hooks/use-row-selection';

type LockSelectionBarProps = {
  selection: RowSelection<TWorkspaceItem>;
  onLock: () => void;
  isLocking: boolean;
};

/** What can be done with the checked awaiting feeds: lock them together, or uncheck them. */
export function LockSelectionBar({ selection, onLock, isLocking }: LockSelectionBarProps) {
  const { count } = selection;
  return (
    <SelectionBar
      label="Selected feeds"
      onClear={selection.clear}
      summary={count === 1 ? '1 feed selected' : `${count} feeds selected`}
    >
      <Button size="xs" leftSection={<IconLock size={14} aria-hidden />} loading={isLocking} onClick={onLock}>
        Lock selected
      </Button>
    </SelectionBar>
  );
}
