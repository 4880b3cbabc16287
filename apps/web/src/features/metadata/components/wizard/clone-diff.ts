import { fieldLabel } from './feed-issues';

/** One line of "Show differences": what the main feed and a clone hold for a field. */
export type DiffRow = { label: string; main: string; clone: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value short enough for a table cell. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length ? value.join(', ') : '—';
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * The lines of one difference the server reports by section (`meta`, `identifier` …): a section
 * of named fields shows only the fields that differ, anything else shows whole.
 */
export function diffRows(field: string, main: unknown, clone: unknown): DiffRow[] {
  if (isRecord(main) && isRecord(clone)) {
    const keys = [...new Set([...Object.keys(main), ...Object.keys(clone)])];
    return keys
      .filter((key) => JSON.stringify(main[key] ?? null) !== JSON.stringify(clone[key] ?? null))
      .map((key) => ({
        label: fieldLabel(`${field}.${key}`),
        main: describeValue(main[key]),
        clone: describeValue(clone[key]),
      }));
  }
  return [{ label: fieldLabel(field), main: describeValue(main), clone: describeValue(clone) }];
}
