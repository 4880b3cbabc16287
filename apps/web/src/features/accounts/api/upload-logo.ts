import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { uploadApi } from '../../../lib/upload-request';
import { accountKeys } from './account-query-keys';

export type UploadLogo = { orgId: number; file: File };

/** Replaces the organisation's logo (`PUT /organization/{id}/logo`, one `file` part). */
export function uploadLogo({ orgId, file }: UploadLogo) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadApi(routes.accounts.uploadLogo, { params: { id: orgId }, body });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (_answer, { orgId }) => queryClient.invalidateQueries({ queryKey: accountKeys.account(orgId) }),
  });
}
