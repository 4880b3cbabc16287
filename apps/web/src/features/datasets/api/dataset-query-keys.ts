/**
 * Query keys of dataset content. Everything sits under `all`, so an upload or a delete reloads the
 * Datasets tab's counts and whichever file list is on screen at once.
 */
export const datasetKeys = {
  all: ['datasets'] as const,
  organization: (orgId: number) => [...datasetKeys.all, 'organization', orgId] as const,
  content: (datasetId: number) => [...datasetKeys.all, 'content', datasetId] as const,
  preview: (contentId: number) => [...datasetKeys.all, 'preview', contentId] as const,
  continuous: (feedId: number) => [...datasetKeys.all, 'continuous', feedId] as const,
};
