import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { uploadApi, type UploadProgress } from '../../../lib/upload-request';
import { datasetKeys } from './dataset-query-keys';

export type UploadContents = {
  datasetId: number;
  files: File[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * Uploads several files in one request (`POST /dataset/{datasetId}/content/upload/multi`), one `files`
 * part each, in the order given; the server keeps all of them or none.
 */
export function uploadContents({ datasetId, files, onProgress, signal }: UploadContents) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return uploadApi(routes.datasets.uploadMulti, { params: { datasetId }, body, onProgress, signal });
}

export function useUploadContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}
