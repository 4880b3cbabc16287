/**
 * Query keys of the Workspace tab. Everything sits under `all`, so a lock, a flag, a note or a
 * delete reloads both lists and whatever else of the workspace is on screen.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  items: (orgId: number) => [...workspaceKeys.all, 'items', orgId] as const,
  newContent: (orgId: number, since: string) => [...workspaceKeys.all, 'new-content', orgId, since] as const,
  feed: (feedId: number) => [...workspaceKeys.all, 'feed', feedId] as const,
};
