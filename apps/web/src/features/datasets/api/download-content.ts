import { routes } from '@feedmarket/contract/routes';

import { callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads one file (`GET /dataset/content/{contentId}/download`) and saves it under the server's name. */
export async function downloadContent(content: { id: number; fileName: string }): Promise<void> {
  const { blob, fileName } = await callFileApi(routes.datasets.download, { params: { contentId: content.id } });
  saveFile(blob, fileName ?? content.fileName);
}
