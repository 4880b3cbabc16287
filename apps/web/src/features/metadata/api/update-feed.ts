import { useMutation } from '@tanstack/react-query';

import type { TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Saves changes to a draft or returned feed. */
export function updateFeed(id: number, body: TFeedBody) {
  return callApi(routes.metadata.update, { body: { ...body, id } });
}

export function useUpdateFeed() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: TFeedBody }) => updateFeed(id, body) });
}
