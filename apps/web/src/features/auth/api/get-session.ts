import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The session profile of a remembered token: automatic sign-in on page load. */
export function getSessionProfile(token: string) {
  return callApi(routes.auth.session, { token });
}
