import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

import { useRowSelection } from '../../../hooks/use-row-selection';

/**
 * The files checked in a dataset's list. The choice survives paging and filtering, so files from
 * several pages can be zipped or deleted together.
 */
export function useContentSelection() {
  const selection = useRowSelection<TDatasetContent>();
  return { ...selection, files: selection.rows };
}

export type ContentSelection = ReturnType<typeof useContentSelection>;
