import { recordMediaTypes, type RecordFormat } from '@feedmarket/contract/connectors/connectors.constants';
import { parse as parseCsv } from 'csv-parse/sync';
import type { FieldIssue } from '../../lib/http-error';

/** One record: a JSON object, and its JSON line as stored in a chunk. */
export type LiveRecord = { value: Record<string, unknown>; line: string };

export type ParsedBatch = {
  records: LiveRecord[];
  issues: FieldIssue[];
  /** Failing lines in all, `issues` naming the first of them. */
  failed?: number;
};

/** Most failing lines named in one answer; the message still counts them all. */
const maxIssues = 100;

/** The format a `Content-Type` names, or undefined for one the ingestion endpoint does not read. */
export function recordFormatOf(contentType: string | undefined): RecordFormat | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return (Object.keys(recordMediaTypes) as RecordFormat[]).find((format) =>
    recordMediaTypes[format].includes(mediaType),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const notAnObject = 'A record is a JSON object';

/** The 1-based line of a character position in `text`. */
function lineAt(text: string, position: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < position; index = text.indexOf('\n', index + 1)) line++;
  return line;
}

/** One JSON object a line; blank lines are skipped. */
function parseJsonLines(text: string): ParsedBatch {
  const records: LiveRecord[] = [];
  const issues: FieldIssue[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const issue = (message: string) => issues.push({ field: `line ${index + 1}`, message });
    try {
      const value: unknown = JSON.parse(line);
      if (isObject(value)) records.push({ value, line });
      else issue(notAnObject);
    } catch (error) {
      issue((error as Error).message);
    }
  });
  return { records, issues };
}

/** A JSON array of objects, or one object; a syntax error names the line it is on. */
function parseJsonArray(text: string): ParsedBatch {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const line = position ? lineAt(text, Number(position[1])) : 1;
    return { records: [], issues: [{ field: `line ${line}`, message }] };
  }
  const values = Array.isArray(value) ? value : [value];
  const records: LiveRecord[] = [];
  const issues: FieldIssue[] = [];
  values.forEach((item: unknown, index) => {
    if (isObject(item)) records.push({ value: item, line: JSON.stringify(item) });
    // Elements of an array are named by their place in it, the line of a pretty-printed body being unknown here.
    else issues.push({ field: `record ${index + 1}`, message: notAnObject });
  });
  return { records, issues };
}

/** A header line, then one record a line with as many fields; numbers are read as numbers. */
function parseCsvText(text: string): ParsedBatch {
  let rows: { record: unknown[]; info: { lines: number } }[];
  try {
    // With `info`, each row comes as its record and where it was read; the typings know rows only.
    rows = parseCsv(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      cast: true,
      bom: true,
    }) as unknown as typeof rows;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    return { records: [], issues: [{ field: `line ${lines ?? 1}`, message }] };
  }
  const [header, ...body] = rows;
  if (!header) return { records: [], issues: [] };
  const names = header.record.map(String);
  const records: LiveRecord[] = [];
  const issues: FieldIssue[] = [];
  for (const { record, info } of body) {
    if (record.length !== names.length) {
      issues.push({
        field: `line ${info.lines}`,
        message: `The line has ${record.length} fields, the header ${names.length}`,
      });
      continue;
    }
    const value = Object.fromEntries(names.map((name, index) => [name, record[index]]));
    records.push({ value, line: JSON.stringify(value) });
  }
  return { records, issues };
}

/**
 * Reads a batch of records in `format`. Every malformed line is reported (up to `maxIssues`) with
 * its 1-based line number, so a device can fix them all at once; the caller keeps none of a batch
 * with issues.
 */
export function parseRecords(text: string, format: RecordFormat): ParsedBatch {
  const parsed =
    format === 'jsonl' ? parseJsonLines(text) : format === 'json' ? parseJsonArray(text) : parseCsvText(text);
  return { records: parsed.records, issues: parsed.issues.slice(0, maxIssues), failed: parsed.issues.length };
}
