import { queryOptions, useQuery } from '@tanstack/react-query';

import { previewLength } from '@feedmarket/contract/datasets/datasets.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { datasetKeys } from './dataset-query-keys';

/** The start of a file as text, or word that it is binary (`GET /dataset/content/{contentId}/download/preview`). */
export function getContentPreview(contentId: number, signal?: AbortSignal) {
  return callApi(routes.datasets.preview, {
    params: { contentId },
    query: { length: previewLength.default },
    signal,
  });
}

export const contentPreviewQueryOptions = (contentId: number) =>
  queryOptions({
    queryKey: datasetKeys.preview(contentId),
    queryFn: ({ signal }) => getContentPreview(contentId, signal),
    // A file never changes once uploaded.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The preview of `contentId`; none (a closed dialog) loads nothing. */
export function useContentPreview(contentId: number | null) {
  return useQuery({ ...contentPreviewQueryOptions(contentId ?? 0), enabled: contentId !== null });
}
