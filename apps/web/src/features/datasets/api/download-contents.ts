import { zipFileName } from '@feedmarket/contract/datasets/datasets.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Downloads chosen files of a dataset as content.zip (`POST /dataset/{datasetId}/content/download/multi`;
 * the ids go in the body, so any number fits the request).
 */
export async function downloadContents(datasetId: number, contentIds: number[]): Promise<void> {
  const { blob, fileName } = await callFileApi(routes.datasets.downloadSelectedPost, {
    params: { datasetId },
    body: { ids: contentIds },
  });
  saveFile(blob, fileName ?? zipFileName);
}
