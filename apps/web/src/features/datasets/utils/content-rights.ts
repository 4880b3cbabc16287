import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

/** Organisation type 3 is read-only (spec §6): it reads content but never uploads or deletes. */
export const readOnlyOrgType = 3;

/**
 * May this user upload and delete a feed's files? Only its own organisation, unless read-only; the
 * supervisor and everyone else only read (the server refuses them anyway).
 */
export function canWriteContent(profile: Pick<TLoginProfile, 'orgid' | 'orgType'> | null, ownerOrgId: number): boolean {
  return profile !== null && profile.orgid === ownerOrgId && profile.orgType !== readOnlyOrgType;
}
