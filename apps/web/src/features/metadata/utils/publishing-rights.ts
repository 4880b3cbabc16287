import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

/** Organisation type 3: its users may use the marketplace but not publish feeds. */
export const readOnlyOrganizationType = 3;

/** Whether the signed-in user's organisation may describe and publish feeds (every type but read-only). */
export function canPublishFeeds(profile: Pick<TLoginProfile, 'orgType'>): boolean {
  return profile.orgType !== readOnlyOrganizationType;
}
