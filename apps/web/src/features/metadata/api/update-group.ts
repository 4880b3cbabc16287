import { useMutation } from '@tanstack/react-query';

import type { TGroupBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Saves changes to a group draft. */
export function updateGroup(id: number, body: TGroupBody) {
  return callApi(routes.metadata.updateGroup, { params: { id }, body });
}

export function useUpdateGroup() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: TGroupBody }) => updateGroup(id, body) });
}
