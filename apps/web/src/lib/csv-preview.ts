/** A preview shown as a table: the first line as headings, then the rows. */
export type CsvTable = { header: string[]; rows: string[][] };

/** Rows beyond this stay in the text view; a preview is at most 20,000 characters anyway. */
const maxRows = 500;

/** Is this file CSV, by its content type or its name? */
export function isCsv(file: { contentType: string; fileName: string }): boolean {
  return /^text\/csv\b/i.test(file.contentType) || /\.csv$/i.test(file.fileName);
}

// One line of comma-separated fields, quotes allowed ("a ""b""", c); null when a quote is left open.
function splitLine(line: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}

/**
 * Reads a CSV preview as a table when it parses simply: one record a line, the same number of fields
 * (2 or more) on every line. A truncated preview drops its last, cut-off line. Anything else (quoted
 * line breaks, ragged rows) answers null and is shown as text.
 */
export function parseCsvPreview(text: string, truncated: boolean): CsvTable | null {
  const lines = text.split(/\r?\n/);
  if (truncated) lines.pop();
  while (lines.length && lines.at(-1) === '') lines.pop();
  if (lines.length === 0) return null;
  const records: string[][] = [];
  for (const line of lines.slice(0, maxRows + 1)) {
    const fields = splitLine(line);
    if (!fields) return null;
    records.push(fields);
  }
  const [header, ...rows] = records;
  if (!header || header.length < 2 || rows.some((row) => row.length !== header.length)) return null;
  return { header, rows };
}
