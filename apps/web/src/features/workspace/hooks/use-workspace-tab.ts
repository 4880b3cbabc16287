import { useState } from 'react';

import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { useRowSelection } from '../../../hooks/use-row-selection';
import { useWording } from '../../../lib/app-settings';
import { useWorkspaceActions } from './use-workspace-actions';
import { useWorkspaceList } from './use-workspace-list';

/**
 * The Workspace tab's state: its two lists, the awaiting feeds checked for a bulk lock, the item
 * whose note is being written, and whether "Find new content" is open.
 */
export function useWorkspaceTab(orgId: number) {
  const wording = useWording();
  const awaiting = useWorkspaceList(orgId, 'awaiting');
  const accessed = useWorkspaceList(orgId, 'accessed');
  const selection = useRowSelection<TWorkspaceItem>();
  const actions = useWorkspaceActions(orgId, wording);
  const [noteItem, setNoteItem] = useState<TWorkspaceItem | null>(null);
  const [isFinding, setFinding] = useState(false);

  return {
    wording,
    awaiting,
    accessed,
    selection,
    actions,
    lockSelected: () => actions.lockSelected(selection.rows, selection.forget),
    noteItem,
    openNote: setNoteItem,
    closeNote: () => setNoteItem(null),
    isFinding,
    openFinder: () => setFinding(true),
    closeFinder: () => setFinding(false),
  };
}
