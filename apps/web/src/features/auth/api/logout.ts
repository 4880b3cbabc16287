import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/**
 * Ends the session on the server. The app forgets the session first (the spec clears it even when
 * the call fails), so the token is passed explicitly.
 */
export function logout(token: string) {
  return callApi(routes.auth.logout, { token });
}
