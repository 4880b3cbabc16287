import { useEffect } from 'react';

import { endSession, getRememberedToken, startSession } from '../../../lib/session/session-store';
import { getSessionProfile } from '../api/get-session';

let attempted = false;

/**
 * On page load, a remembered token (cookie, cookies allowed) signs the user in again. Called as the
 * app starts, so the check runs beside the settings' request instead of after the first render.
 */
export function autoSignIn(): void {
  // Once per page: effects may run twice in development, and one check is enough.
  if (attempted) return;
  attempted = true;
  const token = getRememberedToken();
  if (!token) return;
  getSessionProfile(token)
    .then((profile) => startSession(profile, { remember: true }))
    .catch(() => endSession());
}

/** The same once mounted: a no-op when the app's start already ran it. */
export function useAutoSignIn(): void {
  useEffect(autoSignIn, []);
}
