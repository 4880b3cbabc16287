import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TContentInfo } from '@feedmarket/contract/datasets/datasets.schemas';
import { routes } from '@feedmarket/contract/routes';

import { uploadApi, type UploadProgress } from '../../../lib/upload-request';
import { datasetKeys } from './dataset-query-keys';

export type UploadContent = {
  datasetId: number;
  file: File;
  info: TContentInfo;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one file (`POST /dataset/{datasetId}/content/upload`): the `info` part (display name and
 * timeframe, JSON) first, then the `file` part, so the server knows both when the bytes arrive.
 */
export function uploadContent({ datasetId, file, info, onProgress, signal }: UploadContent) {
  const body = new FormData();
  body.append('info', JSON.stringify(info));
  body.append('file', file, file.name);
  return uploadApi(routes.datasets.upload, { params: { datasetId }, body, onProgress, signal });
}

export function useUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadContent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: datasetKeys.all }),
  });
}
