import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { pricingKeys } from './pricing-query-keys';

/** One price configuration with its feeds (`GET /price/{id}`): what the edit form starts from. */
export function getPrice(id: number, signal?: AbortSignal) {
  return callApi(routes.pricing.get, { params: { id }, signal });
}

export const priceQueryOptions = (id: number) =>
  queryOptions({ queryKey: pricingKeys.price(id), queryFn: ({ signal }) => getPrice(id, signal) });

/** The configuration `id`; none asks for nothing (a new one). */
export function usePrice(id: number | null) {
  return useQuery({ ...priceQueryOptions(id ?? 0), enabled: id !== null });
}
