import type { TOption } from '@feedmarket/contract/common/common.schemas';
import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

/** A lookup's names as the name and value pairs the spec's lookups answer. */
export const optionsOf = (names: Record<number, string>): TOption[] =>
  Object.entries(names).map(([value, name]) => ({ name, value: Number(value) }));

/** The query with its filter cleared when shorter than 3 characters (spec §5). */
export const withFilter = <Q extends { filter?: string | undefined }>(query: Q): Q => ({
  ...query,
  filter: normaliseFilterText(query.filter ?? '') || undefined,
});
