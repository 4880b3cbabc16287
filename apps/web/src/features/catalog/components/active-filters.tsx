import { Group, Pill, Text } from '@mantine/core';

import { searchFilterKeys, searchFilters, type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import type { TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { useOptionNames } from '../hooks/use-option-names';
import { describeGeo } from '../utils/geo';
import type { FilterValue, SearchCriteria } from '../utils/search-state';

type ActiveFiltersProps = {
  filters: SearchCriteria['filters'];
  geo: TGeoFilter | null;
  onRemove: (key: SearchFilterKey, value: FilterValue) => void;
  onRemoveArea: () => void;
};

// Mantine hides a pill's remove button from assistive technology and the tab order, for pills inside an
// input that Backspace edits; these pills stand alone, so their buttons are the only way to remove them.
const reachable = { 'aria-hidden': false, tabIndex: 0 } as const;

function FilterPills({
  filterKey,
  values,
  onRemove,
}: {
  filterKey: SearchFilterKey;
  values: FilterValue[];
  onRemove: ActiveFiltersProps['onRemove'];
}) {
  const nameOf = useOptionNames(filterKey, values);
  const { label } = searchFilters[filterKey];
  return values.map((value) => (
    <Pill
      key={`${filterKey}-${String(value)}`}
      withRemoveButton
      onRemove={() => onRemove(filterKey, value)}
      removeButtonProps={{ 'aria-label': `Remove filter ${label}: ${nameOf(value)}`, ...reachable }}
      size="md"
    >
      <Text span size="xs" c="dimmed" mr={4}>
        {label}:
      </Text>
      {nameOf(value)}
    </Pill>
  ));
}

/** The chosen filters as removable pills above the results. */
export function ActiveFilters({ filters, geo, onRemove, onRemoveArea }: ActiveFiltersProps) {
  const keys = searchFilterKeys.filter((key) => (filters?.[key]?.length ?? 0) > 0);
  if (keys.length === 0 && !geo) return null;
  return (
    <Group gap={6} role="group" aria-label="Active filters">
      {keys.map((key) => (
        <FilterPills key={key} filterKey={key} values={(filters?.[key] ?? []) as FilterValue[]} onRemove={onRemove} />
      ))}
      {geo && (
        <Pill
          withRemoveButton
          onRemove={onRemoveArea}
          removeButtonProps={{ 'aria-label': 'Remove area filter', ...reachable }}
          size="md"
        >
          <Text span size="xs" c="dimmed" mr={4}>
            Area:
          </Text>
          {describeGeo(geo)}
        </Pill>
      )}
    </Group>
  );
}
