import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.constants';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

/**
 * May this user upload and delete a feed's files? Only its own organisation, unless read-only (it
 * reads content but never uploads or deletes); the supervisor and everyone else only read (the
 * server refuses them anyway).
 */
export function canWriteContent(profile: Pick<TLoginProfile, 'orgid' | 'orgType'> | null, ownerOrgId: number): boolean {
  return profile !== null && profile.orgid === ownerOrgId && profile.orgType !== readOnlyOrganizationType;
}
