import { useState } from 'react';

/**
 * The rows checked in a paged list. The choice survives paging and filtering, so rows from several
 * pages can be acted on together (files zipped or deleted, feeds locked).
 */
export function useRowSelection<Row extends { id: number }>() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(new Map());

  const update = (change: (next: Map<number, Row>) => void) =>
    setSelected((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });

  return {
    count: selected.size,
    rows: [...selected.values()],
    isSelected: (id: number) => selected.has(id),
    toggle: (row: Row, checked: boolean) => update((next) => (checked ? next.set(row.id, row) : next.delete(row.id))),
    /** Checks or unchecks every row of the page on screen. */
    togglePage: (rows: Row[], checked: boolean) =>
      update((next) => rows.forEach((row) => (checked ? next.set(row.id, row) : next.delete(row.id)))),
    /** Forgets rows that are gone (deleted, or moved to another list). */
    forget: (ids: number[]) => update((next) => ids.forEach((id) => next.delete(id))),
    clear: () => setSelected(new Map()),
  };
}

export type RowSelection<Row extends { id: number }> = ReturnType<typeof useRowSelection<Row>>;
