import { useEffect } from 'react';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

import { endSession, getRememberedToken, startSession } from '../../../lib/session/session-store';
import { getSessionProfile } from '../api/get-session';

let attempted = false;

/**
 * On page load, a remembered token (cookie, cookies allowed) signs the user in again. Called as the
 * app starts, so the check runs before the first render. The page itself may carry the session's
 * profile (the server checked the token it was sent): then no call is needed.
 */
export function autoSignIn(pageProfile?: TLoginProfile | null): void {
  // Once per page: effects may run twice in development, and one check is enough.
  if (attempted) return;
  attempted = true;
  const token = getRememberedToken();
  if (!token) return;
  if (pageProfile?.token === token) {
    startSession(pageProfile, { remember: true });
    return;
  }
  getSessionProfile(token)
    .then((profile) => startSession(profile, { remember: true }))
    .catch(() => endSession());
}

/** The same once mounted: a no-op when the app's start already ran it. */
export function useAutoSignIn(): void {
  useEffect(autoSignIn, []);
}
