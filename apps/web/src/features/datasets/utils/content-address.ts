import { API_BASE, buildPath } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';

/** The full API address that downloads one file, for programs that call it with their bearer token. */
export function contentDownloadAddress(contentId: number, origin: string = window.location.origin): string {
  return new URL(`${API_BASE}${buildPath(routes.datasets.download.path, { contentId })}`, origin).toString();
}

/** The distinct live streams of some chunks, in the order they first appear. */
export function trackingIdsOf(chunks: readonly { trackingId: string | null }[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => (chunk.trackingId ? [chunk.trackingId] : [])))];
}
