import { readOnlyOrganizationType } from '@feedmarket/contract/accounts/accounts.constants';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

/** Whether the signed-in user's organisation may describe and publish feeds (every type but read-only). */
export function canPublishFeeds(profile: Pick<TLoginProfile, 'orgType'>): boolean {
  return profile.orgType !== readOnlyOrganizationType;
}
