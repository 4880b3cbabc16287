import { hasAdminRole, readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.constants';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

/**
 * Whether the signed-in user may change their organisation's prices (spec §6: admin roles 1, 6 and 7
 * see the controls), as the server decides it: admins of an organisation that is not read-only.
 */
export function canConfigurePrices(profile: Pick<TLoginProfile, 'orgType' | 'roles'>): boolean {
  return profile.orgType !== readOnlyOrganizationType && hasAdminRole(profile.roles.map((role) => role.id));
}
