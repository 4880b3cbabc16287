import { useState } from 'react';

/** Pages through rows already loaded; new rows (another interval, a reload) start again at page 1. */
export function useLocalPages<T>(rows: T[], pageSize: number) {
  const [page, setPage] = useState(1);
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setPage(1);
  }
  return { page, setPage, pageRows: rows.slice((page - 1) * pageSize, page * pageSize) };
}
