import { useMutation } from '@tanstack/react-query';

import type { TLoginBody } from '@feedmarket/contract/auth/auth.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

export function login(body: TLoginBody) {
  return callApi(routes.auth.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
