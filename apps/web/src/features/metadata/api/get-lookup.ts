import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TOption } from '@feedmarket/contract/common/common.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The options of a numeric lookup list (`/domain/{id}`), e.g. 1 category, 16 environment. */
export async function getLookup(domainId: number): Promise<TOption[]> {
  const options = await callApi(routes.domain.lookup, { params: { query: String(domainId) } });
  return options.map(({ name, value }) => ({ name, value }));
}

// Reference data changes with a release, not while the wizard is open.
export const lookupQueryOptions = (domainId: number) =>
  queryOptions({ queryKey: ['domain', domainId], queryFn: () => getLookup(domainId), staleTime: 10 * 60_000 });

export function useLookup(domainId: number) {
  return useQuery(lookupQueryOptions(domainId));
}

/**
 * The name of a lookup list's value, to show instead of its id: null for no value, an ellipsis
 * while the list loads.
 */
export function useLookupNames(domainId: number): (value: number | null | undefined) => string | null {
  const lookup = useLookup(domainId);
  return (value) => {
    if (value == null) return null;
    if (!lookup.data) return '…';
    return lookup.data.find((option) => option.value === value)?.name ?? String(value);
  };
}
