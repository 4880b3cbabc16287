import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** ISIC Rev.4 as a tree (sections, divisions, groups, classes), for the ISIC filter. */
export function getIsicTree() {
  return callApi(routes.domain.isicCodes);
}

export const isicTreeQueryOptions = () =>
  queryOptions({ queryKey: ['domain', 'isiccode'], queryFn: getIsicTree, staleTime: 30 * 60_000 });

export function useIsicTree({ enabled }: { enabled: boolean }) {
  return useQuery({ ...isicTreeQueryOptions(), enabled });
}
