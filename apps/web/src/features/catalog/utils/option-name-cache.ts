import { type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFacetOption } from '@feedmarket/contract/catalog/catalog.schemas';

import type { FilterValue } from './search-state';

// Names of filter values seen in any answer (facets, option lists, lookups), so a chosen value keeps
// its name after it drops out of the top 20 or when a search is opened from a shared address.
const names = new Map<string, string>();

const keyOf = (filter: SearchFilterKey, value: FilterValue) => `${filter}:${String(value)}`;

export function rememberOptionNames(
  filter: SearchFilterKey,
  options: readonly Pick<TFacetOption, 'value' | 'name'>[],
): void {
  for (const option of options) names.set(keyOf(filter, option.value), option.name);
}

export function optionName(filter: SearchFilterKey, value: FilterValue): string | undefined {
  return names.get(keyOf(filter, value));
}
