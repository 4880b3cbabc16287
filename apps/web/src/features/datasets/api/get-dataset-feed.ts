import { queryOptions, useQuery } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** What the files view shows of a dataset's feed. */
export type DatasetFeed = { name: string; typeId: number; status: number; statusText: string; orgId: number };

/**
 * The feed a dataset belongs to (the dataset id is the feed id), for its name, type and owner when a
 * dataset is opened by its address. Members read it as the marketplace shows it (`GET /metadata/{id}`:
 * their own feeds of any status, and the active ones they were granted); the supervisor, who opens
 * any member's dataset, through the editable feed (`GET /metadata/{id}/editable`).
 */
export async function getDatasetFeed(
  datasetId: number,
  asSupervisor: boolean,
  signal?: AbortSignal,
): Promise<DatasetFeed> {
  if (asSupervisor) {
    const feed = await callApi(routes.metadata.editable, { params: { id: datasetId }, signal });
    return {
      name: feed.meta.name,
      typeId: feed.typeId,
      status: feed.status,
      statusText: feed.statusText,
      orgId: feed.orgId,
    };
  }
  const feed = await callApi(routes.catalog.feed, { params: { id: datasetId }, signal });
  return {
    name: feed.meta.name,
    typeId: feed.type,
    status: feed.status,
    statusText: feed.statusText,
    orgId: feed.orgId,
  };
}

export const datasetFeedQueryOptions = (datasetId: number, asSupervisor: boolean) =>
  queryOptions({
    queryKey: ['datasets', 'feed', datasetId, asSupervisor],
    queryFn: ({ signal }) => getDatasetFeed(datasetId, asSupervisor, signal),
    staleTime: 60_000,
  });

export function useDatasetFeed(datasetId: number, asSupervisor: boolean) {
  return useQuery(datasetFeedQueryOptions(datasetId, asSupervisor));
}
