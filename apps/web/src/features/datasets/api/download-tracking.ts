import { routes } from '@feedmarket/contract/routes';

import { callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads one live stream's records as one file, its chunks joined oldest first (`GET /continuous/trackingid/{id}/download`). */
export async function downloadTracking(trackingId: string): Promise<void> {
  const { blob, fileName } = await callFileApi(routes.datasets.trackingDownload, { params: { trackingId } });
  saveFile(blob, fileName ?? `live-data-${trackingId}`);
}
