import { useMutation } from '@tanstack/react-query';

import type { RouteBody } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

type NewPasswordBody = RouteBody<typeof routes.auth.newPassword>;

/** Sets a new password with the reset key (sent form-encoded); an empty 200 answer is success. */
export function setNewPassword(body: NewPasswordBody) {
  return callApi(routes.auth.newPassword, { body });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
