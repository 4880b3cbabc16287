import { useEffect } from 'react';

import { endSession, getRememberedToken, startSession } from '../../../lib/session/session-store';
import { getSessionProfile } from '../api/get-session';

let attempted = false;

/** On page load, a remembered token (cookie, cookies allowed) signs the user in again. */
export function useAutoSignIn(): void {
  useEffect(() => {
    // Once per page: effects may run twice in development, and one check is enough.
    if (attempted) return;
    attempted = true;
    const token = getRememberedToken();
    if (!token) return;
    getSessionProfile(token)
      .then((profile) => startSession(profile, { remember: true }))
      .catch(() => endSession());
  }, []);
}
