import { useMutation } from '@tanstack/react-query';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Submits a saved group for system validation (status 4); the answer says where it went. */
export function submitGroup(id: number) {
  return callApi(routes.metadata.setGroupStatus, { params: { id, status: feedStatuses.submitted } });
}

export function useSubmitGroup() {
  return useMutation({ mutationFn: submitGroup });
}
