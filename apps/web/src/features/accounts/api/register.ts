import { useMutation } from '@tanstack/react-query';

import type { TRegisterBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Registers an organisation and its first user. */
export function registerOrganisation(body: TRegisterBody) {
  return callApi(routes.accounts.register, { body });
}

export function useRegisterOrganisation() {
  return useMutation({ mutationFn: registerOrganisation });
}
