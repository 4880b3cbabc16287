/** A cell of a CSV export: text is quoted as needed, numbers are written as they are. */
export type CsvCell = string | number;

// A spreadsheet runs a cell that starts with one of these as a formula: other members write feed and
// organisation names, so their text is kept as text.
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (RFC 4180: comma-separated, CRLF line ends, quotes doubled inside quoted cells). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The CSV as a file to save, with a byte order mark so spreadsheets read its accents as UTF-8. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
