import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RowActionsMenuProps = {
  /** The button's accessible name: "Actions for {row}". */
  label: string;
  /** The row's action is on its way: the button waits, showing so. */
  isBusy: boolean;
  width?: number;
  /** The menu's items. */
  children: ReactNode;
};

/** A table row's "…" menu of actions. */
export function RowActionsMenu({ label, isBusy, width = 220, children }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={width}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} disabled={isBusy}>
          {isBusy ? <Loader size={16} /> : <IconDots size={18} aria-hidden />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
