import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** An organisation's own custom lists. */
export function getOrganizationLists(orgId: number) {
  return callApi(routes.metadata.organizationLists, { params: { orgid: orgId } });
}

export const organizationListsQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: ['metadata', 'custom-lists', 'organization', orgId],
    queryFn: () => getOrganizationLists(orgId),
  });

export function useOrganizationLists(orgId: number | null) {
  return useQuery({ ...organizationListsQueryOptions(orgId ?? 0), enabled: orgId !== null });
}
