import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** States of a country; the server lists them for the United States and Canada only. */
export async function getStates(countryId: number) {
  const states = await callApi(routes.domain.states, { params: { id: countryId } });
  return [...states].sort((a, b) => a.name.localeCompare(b.name));
}

export const statesQueryOptions = (countryId: number) =>
  queryOptions({ queryKey: ['domain', 'country', countryId, 'state'], queryFn: () => getStates(countryId) });

export function useStates(countryId: number | null) {
  return useQuery({ ...statesQueryOptions(countryId ?? 0), enabled: countryId !== null });
}
