import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Fragments an e-mail address must not contain (compared ignoring case). */
export function getRestrictedEmails() {
  return callApi(routes.domain.restrictedEmails);
}

export const restrictedEmailsQueryOptions = () =>
  queryOptions({ queryKey: ['domain', 'email', 'restrict'], queryFn: getRestrictedEmails });

export function useRestrictedEmails() {
  return useQuery(restrictedEmailsQueryOptions());
}
