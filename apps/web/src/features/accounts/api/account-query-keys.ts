/**
 * Query keys of the Account and Users tabs. Everything sits under `all`, so a change to a user or to
 * the account reloads whichever of them is on screen.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  account: (orgId: number) => [...accountKeys.all, 'account', orgId] as const,
  users: (orgId: number) => [...accountKeys.all, 'users', orgId] as const,
  roles: () => [...accountKeys.all, 'roles'] as const,
};
