import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** The wizards' configuration: steps, limits, map zoom and the presets a new feed can start from. */
export function getMetadataConfiguration() {
  return callApi(routes.metadata.configuration);
}

export const metadataConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['metadata', 'configuration'],
    queryFn: getMetadataConfiguration,
    staleTime: 10 * 60_000,
  });

export function useMetadataConfiguration() {
  return useQuery(metadataConfigurationQueryOptions());
}
