import {
  hasAdminRole,
  legalReviewerRoleId,
  readOnlyOrganizationType,
} from '@feedmarket/contract/accounts/accounts.constants';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

type Member = Pick<TLoginProfile, 'roles' | 'orgType'>;

const roleIds = (member: Member) => member.roles.map((role) => role.id);

/**
 * Whether the user writes and changes the organisation's policies: its administrators (spec §6: admin
 * roles show extra controls), unless the organisation is read-only. Others read them.
 */
export function canConfigurePolicies(member: Member): boolean {
  return member.orgType !== readOnlyOrganizationType && hasAdminRole(roleIds(member));
}

/** Whether the user approves or refuses requests its policies leave to the provider: admins and legal reviewers. */
export function canDecideRequests(member: Member): boolean {
  if (member.orgType === readOnlyOrganizationType) return false;
  const ids = roleIds(member);
  return hasAdminRole(ids) || ids.includes(legalReviewerRoleId);
}
