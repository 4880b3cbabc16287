/** Cluster circles grow with the logarithm of their count: 1 feed is a small dot, 10,000 a large disc. */
export function clusterDiameter(count: number): number {
  if (count <= 1) return 16;
  // Kept near the 30 px grid the server clusters on, so neighbouring cells rarely overlap.
  return Math.round(Math.min(48, 22 + Math.log10(count) * 8));
}

/** The count a cluster shows: 1,234 becomes 1.2k so it fits the circle. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  if (count < 1_000_000) return `${Math.floor(count / 1000)}k`;
  return `${Math.floor(count / 100_000) / 10}M`;
}
