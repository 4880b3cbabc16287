import { forbidden } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';

/** What a member may do with an organisation's dashboard: `read` its summary and activity. */
export type OrganizationRight = 'read';

/** The one place that decides who reads an organisation's dashboard: its own members and the supervisor. */
export function hasOrganizationRight(member: SessionUser, orgId: number, _right: OrganizationRight): boolean {
  return member.orgId === orgId || member.isSupervisor;
}

/** Throws 403 unless the member holds `right` on the organisation `orgId`. */
export function requireOrganizationRight(member: SessionUser, orgId: number, right: OrganizationRight): void {
  if (!hasOrganizationRight(member, orgId, right)) throw forbidden("Only the organisation's own members may see this");
}
