import { useMutation } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Asks for a password reset link; the answer's message tells the user to check their e-mail. */
export function requestPasswordReset(userOrEmail: string) {
  return callApi(routes.auth.emailReset, { query: { user_or_email: userOrEmail } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
