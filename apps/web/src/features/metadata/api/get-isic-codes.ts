import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** ISIC Rev.4 as a tree: sections, divisions, groups, classes. */
export function getIsicCodes() {
  return callApi(routes.domain.isicCodes);
}

// The same key as the registration form's tree: one cached answer for both.
export const isicCodesQueryOptions = () => queryOptions({ queryKey: ['domain', 'isiccode'], queryFn: getIsicCodes });

export function useIsicCodes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...isicCodesQueryOptions(), enabled });
}
