import { useMutation } from '@tanstack/react-query';

import type { RouteBody } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

type PasswordChangeBody = RouteBody<typeof routes.auth.passwordChange>;

export function changePassword(body: PasswordChangeBody) {
  return callApi(routes.auth.passwordChange, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
