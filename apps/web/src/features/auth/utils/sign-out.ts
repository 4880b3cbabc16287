import { messages } from '@feedmarket/contract/messages';

import { showNotice } from '../../../lib/notify';
import { endSession, getSession } from '../../../lib/session/session-store';
import { logout } from '../api/logout';

/**
 * Signs out. The session is forgotten at once, whatever the server answers (the spec clears it on
 * a failed logout too); the server call only revokes the token.
 */
export function signOut(): void {
  const session = getSession();
  if (session.status !== 'authenticated') return;
  endSession('logout');
  showNotice({ message: messages.loggedOut, tone: 'info' });
  logout(session.profile.token).catch(() => undefined);
}
