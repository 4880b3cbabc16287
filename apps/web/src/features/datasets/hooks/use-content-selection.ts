import { useState } from 'react';

import type { TDatasetContent } from '@feedmarket/contract/datasets/datasets.schemas';

/**
 * The files checked in a dataset's list. The choice survives paging and filtering, so files from
 * several pages can be zipped or deleted together.
 */
export function useContentSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, TDatasetContent>>(new Map());

  const update = (change: (next: Map<number, TDatasetContent>) => void) =>
    setSelected((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });

  return {
    count: selected.size,
    files: [...selected.values()],
    isSelected: (id: number) => selected.has(id),
    toggle: (file: TDatasetContent, checked: boolean) =>
      update((next) => (checked ? next.set(file.id, file) : next.delete(file.id))),
    /** Checks or unchecks every file of the page on screen. */
    togglePage: (files: TDatasetContent[], checked: boolean) =>
      update((next) => files.forEach((file) => (checked ? next.set(file.id, file) : next.delete(file.id)))),
    /** Forgets files that are gone (deleted). */
    forget: (ids: number[]) => update((next) => ids.forEach((id) => next.delete(id))),
    clear: () => setSelected(new Map()),
  };
}

export type ContentSelection = ReturnType<typeof useContentSelection>;
