import { useEffect } from 'react';

import { messages } from '@feedmarket/contract/messages';

import { showNotice } from '../../../lib/notify';
import { createInactivityMonitor } from '../../../lib/session/inactivity';
import { endSession, readLastActivity, storeLastActivity, useSession } from '../../../lib/session/session-store';
import { logout } from '../api/logout';

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;

/** Ends the session after more than 15 minutes without activity, checked every minute. */
export function useInactivityLogout(): void {
  const session = useSession();
  const token = session.status === 'authenticated' ? session.profile.token : null;

  useEffect(() => {
    if (!token) return;
    const monitor = createInactivityMonitor({
      initialLastActivity: readLastActivity(),
      persist: storeLastActivity,
      onExpire: () => {
        endSession('expired');
        showNotice({ message: messages.sessionExpired, tone: 'error' });
        logout(token).catch(() => undefined);
      },
    });
    const onActivity = () => monitor.touch();
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      monitor.stop();
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [token]);
}
