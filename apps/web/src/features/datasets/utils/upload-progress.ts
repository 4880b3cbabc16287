/**
 * How far each file of a multipart upload is, from the request's bytes sent so far. Files travel in
 * order, so the bytes sent fill the first file, then the next; the multipart boundaries and part
 * headers are spread over the files in proportion, which keeps every file at 0–1 and all at 1 when
 * the whole body is sent. Answers one fraction (0–1) per file.
 */
export function fileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const fileBytes = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0 || loaded <= 0) return sizes.map(() => 0);
  if (loaded >= total) return sizes.map(() => 1);
  const sent = (loaded / total) * fileBytes;
  let start = 0;
  return sizes.map((size) => {
    const offset = start;
    start += size;
    // An empty file is done as soon as the bytes before it are.
    if (size === 0) return sent >= offset ? 1 : 0;
    return Math.min(1, Math.max(0, (sent - offset) / size));
  });
}

/** The whole upload's fraction (0–1), 0 until the browser knows the total. */
export function overallProgress(loaded: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
}
