/** Addresses inside the Datasets tab: the list, and one dataset's files (`/dashboard/datasets/files/{id}`). */
export const datasetsPaths = {
  list: '/dashboard/datasets',
  files: (datasetId: number) => `/dashboard/datasets/files/${datasetId}`,
} as const;

/** The dataset whose files the route's `modal` and `id` ask for, or null for the list. */
export function readOpenDataset(modal: string | undefined, id: string | undefined): number | null {
  if (modal !== 'files' || id === undefined || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}
