import { useMutation } from '@tanstack/react-query';

import type { TFeedBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Saves a new feed as a draft (status 2). */
export function createFeed(body: TFeedBody) {
  return callApi(routes.metadata.create, { body });
}

export function useCreateFeed() {
  return useMutation({ mutationFn: createFeed });
}
