/** Account constants without schemas, for code that needs no validation (the dashboard's first view among others). */

/** Organisation type 3 is read-only: its users search, keep a workspace and download, but never publish or upload. */
export const readOnlyOrganizationType = 3;

/** The organisation type a registration gives (provider spec §3 defaults). */
export const memberOrganizationType = 60;

/** Role ids that administer their organisation (spec: admin role ids 1, 6, 7). */
export const adminRoleIds = [1, 6, 7] as const;

/** True when one of the role ids is an admin role. */
export const hasAdminRole = (roleIds: readonly number[]): boolean =>
  roleIds.some((id) => (adminRoleIds as readonly number[]).includes(id));

/** Role 5 reviews the organisation's feeds and policies that require legal review, and decides access requests. */
export const legalReviewerRoleId = 5;

/** User status values (spec §3): 0 none, 1 needs confirmation, 2 active, 3 disabled. */
export const userStatuses = { none: 0, needsConfirmation: 1, active: 2, disabled: 3 } as const;

export const userStatusNames: Record<number, string> = {
  [userStatuses.none]: 'Removed',
  [userStatuses.needsConfirmation]: 'Needs confirmation',
  [userStatuses.active]: 'Active',
  [userStatuses.disabled]: 'Disabled',
};

/** The statuses `PUT /user/{userId}/status/{statusId}` sets: active or disabled (the others the server sets itself). */
export const settableUserStatuses = [userStatuses.active, userStatuses.disabled] as const;
