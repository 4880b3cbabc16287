/** Query keys of the notifications feature; `all` refreshes everything it shows. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (userId: number) => ['notifications', 'unread-count', userId] as const,
  /** Every list (tabs, notices): refreshed together when the unread count's ETag changes. */
  lists: ['notifications', 'list'] as const,
  list: (kind: string, ...args: unknown[]) => ['notifications', 'list', kind, ...args] as const,
  detail: (id: number) => ['notifications', 'detail', id] as const,
  config: (userId: number) => ['notifications', 'config', userId] as const,
};
