import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { forbidden, notFound } from '../../lib/http-error';
import { isAdmin, isLegalReviewer, type SessionUser } from '../../lib/session-user';

/** `read` an organisation's legal queue and reviews; `act` on them (notes, resolve, clear). */
export type LegalRight = 'read' | 'act';

/**
 * What a member may do with an organisation's legal queue. Its legal reviewers (role 5) and
 * administrators read and act, except in a read-only organisation, which only reads; the supervisor
 * reads every organisation's. Other members, of it or of other organisations, hold nothing.
 */
export function legalRightsOf(member: SessionUser, orgId: number): ReadonlySet<LegalRight> {
  const rights = new Set<LegalRight>();
  if (member.isSupervisor) rights.add('read');
  if (member.orgId === orgId && (isLegalReviewer(member) || isAdmin(member))) {
    rights.add('read');
    if (member.orgType !== readOnlyOrganizationType) rights.add('act');
  }
  return rights;
}

/**
 * Throws unless the member holds `right` on the organisation's legal queue: 403, or 404 with
 * `hiddenAs` when the queue belongs to another organisation whose reviews the member may not know of.
 */
export function requireLegalRight(member: SessionUser, orgId: number, right: LegalRight, hiddenAs?: string): void {
  const rights = legalRightsOf(member, orgId);
  if (rights.has(right)) return;
  if (hiddenAs && rights.size === 0 && member.orgId !== orgId) throw notFound(hiddenAs);
  if (rights.has('read')) {
    throw forbidden(
      member.orgId === orgId
        ? 'A read-only organisation cannot act on legal reviews'
        : "Only the organisation's legal reviewers and administrators act on its legal reviews",
    );
  }
  throw forbidden("Only the organisation's legal reviewers and administrators see its legal reviews");
}
