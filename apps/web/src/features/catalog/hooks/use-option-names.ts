import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { searchFilters, type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';

import { useFilterLookup } from '../api/get-filter-lookup';
import { useIsicTree } from '../api/get-isic-tree';
import { indexTree } from '../../../lib/isic-tree';
import { isicLabel } from '../utils/isic-tree';
import { optionName } from '../utils/option-name-cache';
import type { FilterValue } from '../utils/search-state';

/**
 * Names for a filter's chosen values. Values no answer has named yet (a shared address, an option
 * outside the top 20) are looked up in the filter's lookup list.
 */
export function useOptionNames(
  filter: SearchFilterKey,
  values: readonly FilterValue[],
): (value: FilterValue) => string {
  const client = useQueryClient();
  const isIsic = searchFilters[filter].source === 'isic';
  const hasUnnamed = values.some((value) => optionName(client, filter, value) === undefined);
  const lookup = useFilterLookup(filter, { enabled: hasUnnamed && !isIsic });
  const isic = useIsicTree({ enabled: hasUnnamed && isIsic });
  const isicIndex = useMemo(() => (isic.data ? indexTree(isic.data) : null), [isic.data]);

  return (value) => {
    const known = optionName(client, filter, value);
    if (known) return known;
    const fromLookup = lookup.data?.find((option) => option.value === value)?.name;
    if (fromLookup) return fromLookup;
    const isicNode = isicIndex?.get(String(value));
    return isicNode ? isicLabel(isicNode) : String(value);
  };
}
