import { forbidden } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';

/**
 * Who may use a user's notifications: the user. A supervisor may also read anyone's (lists, counts,
 * configuration) to help them, but changes nobody's. Through an organisation's path, the caller must
 * belong to it too (a supervisor sees the user's notifications only when the user is in it).
 */
export function requireNotificationsRight(
  member: SessionUser,
  userId: number,
  right: 'read' | 'write',
  orgId?: number,
): void {
  if (member.userId === userId && (orgId === undefined || member.orgId === orgId)) return;
  if (right === 'read' && member.isSupervisor) return;
  throw forbidden();
}
