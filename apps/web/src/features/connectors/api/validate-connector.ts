import { useMutation } from '@tanstack/react-query';

import type { TConnectorBody } from '@feedmarket/contract/connectors/connectors.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Checks a configuration without saving it: 'Valid' or 'Connector Configuration is Invalid' (`PUT /connector/validate`). */
export function validateConnector(body: TConnectorBody) {
  return callApi(routes.connectors.validate, { body });
}

export function useValidateConnector() {
  return useMutation({ mutationFn: validateConnector });
}
