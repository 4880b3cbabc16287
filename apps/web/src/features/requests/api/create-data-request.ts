import { useMutation } from '@tanstack/react-query';

import type { TDataRequestBody } from '@feedmarket/contract/requests/requests.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Sends a data request (`POST /datarequest`); a signed-in member's session says who asks. */
export function createDataRequest(body: TDataRequestBody) {
  return callApi(routes.requests.create, { body });
}

export function useCreateDataRequest() {
  return useMutation({ mutationFn: createDataRequest });
}
