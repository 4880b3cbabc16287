import { messages } from '@feedmarket/contract/messages';
import { forbidden, notFound } from '../../lib/http-error';
import { rawId, type RouteGuard } from '../../lib/route';
import { isAdmin, type SessionUser } from '../../lib/session-user';

/** What a member may do with an organisation's account and users: `read` sees them, `admin` changes them. */
export type AccountRight = 'read' | 'admin';

/**
 * The one place that decides who may see and change an organisation's account, organisation record
 * and users. Its members read; its admins (roles 1, 6, 7) change; the supervisor reads and changes
 * any organisation. Read-only organisations (type 3) manage their own account like any other.
 */
export function accountRightOf(member: SessionUser, orgId: number): AccountRight | null {
  if (member.isSupervisor) return 'admin';
  if (member.orgId !== orgId) return null;
  return isAdmin(member) ? 'admin' : 'read';
}

/** Refuses with 403 unless the member has `needed` on the organisation. */
export function requireAccountRight(member: SessionUser, orgId: number, needed: AccountRight): void {
  const right = accountRightOf(member, orgId);
  if (!right) throw forbidden("You cannot see another organisation's account");
  if (needed === 'admin' && right !== 'admin') throw forbidden(messages.adminOnly);
}

/**
 * A user the member may see: one of their organisation's (or any, for the supervisor). Users of other
 * organisations do not exist for them: 404, like an unknown id.
 */
export function requireVisibleUser<U extends { orgId: number }>(
  member: SessionUser,
  userId: number,
  user: U | undefined,
): U {
  if (!user || !accountRightOf(member, user.orgId)) throw notFound(`No user ${userId}`);
  return user;
}

/** A route guard: the caller must hold `needed` on the organisation the path's `name` parameter names. */
export function accountGuard(needed: AccountRight, name: 'id' | 'orgId'): RouteGuard {
  return async ({ params, member }) => {
    const orgId = rawId(params, name);
    if (orgId !== undefined && member) requireAccountRight(member, orgId, needed);
  };
}
