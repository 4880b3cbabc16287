import { adminRoleIds, hasAdminRole, legalReviewerRoleId } from '@feedmarket/contract/accounts/accounts.schemas';

/** The signed-in caller, resolved from the bearer token. */
export type SessionUser = {
  sessionId: number;
  userId: number;
  username: string;
  orgId: number;
  orgType: number;
  isSupervisor: boolean;
  roleIds: number[];
};

/** Role ids 1, 6 and 7 administer their organisation. */
export { adminRoleIds };

export const isAdmin = (user: Pick<SessionUser, 'roleIds'>): boolean => hasAdminRole(user.roleIds);

/** Role 5 reviews the organisation's feeds and policies that require legal review. */
export { legalReviewerRoleId };

export const isLegalReviewer = (user: Pick<SessionUser, 'roleIds'>): boolean =>
  user.roleIds.includes(legalReviewerRoleId);
