import { useMutation } from '@tanstack/react-query';

import type { TGroupBody } from '@feedmarket/contract/catalog/metadata.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

/** Saves a new group draft around main feed `mainId`. */
export function createGroup(mainId: number, body: TGroupBody) {
  return callApi(routes.metadata.createGroup, { params: { id: mainId }, body });
}

export function useCreateGroup() {
  return useMutation({
    mutationFn: ({ mainId, body }: { mainId: number; body: TGroupBody }) => createGroup(mainId, body),
  });
}
