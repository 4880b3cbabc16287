import { forbidden } from '../../lib/http-error';
import { rawId, type RouteGuard } from '../../lib/route';
import type { SessionUser } from '../../lib/session-user';

/**
 * Who may use a user's notifications: the user, and nobody else (not even a supervisor: they may
 * speak of a member's legal reviews or money). Through an organisation's path, the caller must
 * belong to it too.
 */
export function requireNotificationsRight(member: SessionUser, userId: number, orgId?: number): void {
  if (member.userId === userId && (orgId === undefined || member.orgId === orgId)) return;
  throw forbidden("You cannot see another user's notifications");
}

/** A route guard: the `userId` (and `orgId`, when the path has one) of the path must be the caller's own. */
export const ownNotificationsGuard: RouteGuard = async ({ params, member }) => {
  const userId = rawId(params, 'userId');
  if (userId !== undefined && member) requireNotificationsRight(member, userId, rawId(params, 'orgId'));
};
