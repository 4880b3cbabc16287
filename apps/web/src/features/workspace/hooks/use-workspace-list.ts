import type { workspaceSorts, workspaceStates } from '@feedmarket/contract/workspace/workspace.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useWorkspaceItems } from '../api/get-workspace-items';

export type WorkspaceSortKey = (typeof workspaceSorts)[number];
export type WorkspaceState = (typeof workspaceStates)[number];

/**
 * One of the Workspace tab's two lists (awaiting or accessed feeds): 10 a page (spec §9), newest
 * first, filtered by feed name from 3 characters (spec §5).
 */
export function useWorkspaceList(orgId: number, state: WorkspaceState) {
  const list = usePagedList<WorkspaceSortKey>(
    { orderBy: state === 'accessed' ? 'lockedDate' : 'createDate', order: 'desc' },
    { descendingFirst: ['createDate', 'lockedDate'] },
  );
  const items = useWorkspaceItems(orgId, { ...list.query, state });
  list.keepPageInRange(items.data?.total);
  return { list, items };
}

export type WorkspaceList = ReturnType<typeof useWorkspaceList>;
