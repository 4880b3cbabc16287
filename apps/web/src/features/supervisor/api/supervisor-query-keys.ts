/**
 * Query keys of the supervisor area. Everything sits under `all` (with the member picker's list), so
 * creating, enabling or disabling a member reloads every list and figure on screen.
 */
export const supervisorKeys = {
  all: ['supervisor'] as const,
  activity: (interval: string) => [...supervisorKeys.all, 'activity', interval] as const,
  summary: () => [...supervisorKeys.all, 'summary'] as const,
  memberAccounts: () => [...supervisorKeys.all, 'member-accounts'] as const,
  users: () => [...supervisorKeys.all, 'users'] as const,
};
