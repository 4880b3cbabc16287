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
export const adminRoleIds = [1, 6, 7] as const;

export const isAdmin = (user: SessionUser): boolean =>
  user.roleIds.some((id) => (adminRoleIds as readonly number[]).includes(id));

/** Role 5 reviews the organisation's feeds and policies that require legal review. */
export const legalReviewerRoleId = 5;

export const isLegalReviewer = (user: Pick<SessionUser, 'roleIds'>): boolean =>
  user.roleIds.includes(legalReviewerRoleId);
