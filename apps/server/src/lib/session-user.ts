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
