import { useMutation } from '@tanstack/react-query';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Submits a saved feed for system validation (status 4); the answer says where it went (1, 4 or 5). */
export function submitFeed(id: number) {
  return callApi(routes.metadata.setStatus, { params: { id, status: feedStatuses.submitted } });
}

export function useSubmitFeed() {
  return useMutation({ mutationFn: submitFeed });
}
