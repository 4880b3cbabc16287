import { Alert, Anchor, Box, Button, Checkbox, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconX } from '@tabler/icons-react';
import { memo } from 'react';

import {
  fixedLocationType,
  searchFilterKeys,
  searchFilters,
  type SearchFilterKey,
} from '@feedmarket/contract/catalog/catalog.constants';
import type { TFacetOption, TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { useFilterOptions } from '../api/get-filter-options';
import { useOptionNames } from '../hooks/use-option-names';
import { describeGeo } from '../utils/geo';
import { isGeoApplicable, type FilterValue, type SearchCriteria } from '../utils/search-state';

/** Options listed in the panel per filter before "More…". */
const panelOptionCount = 5;

export type FilterPanelProps = {
  filters: SearchCriteria['filters'];
  geo: TGeoFilter | null;
  criteria: SearchCriteria;
  facets: Partial<Record<SearchFilterKey, TFacetOption[]>> | undefined;
  isLoading: boolean;
  onToggle: (key: SearchFilterKey, value: FilterValue) => void;
  onMore: (key: SearchFilterKey) => void;
  onPickArea: () => void;
  onRemoveArea: () => void;
};

export const filterPanelId = 'search-filter-panel';

/** Every filter of the search with the top options and their counts. */
export const FilterPanel = memo(function FilterPanel(props: FilterPanelProps) {
  return (
    <Box component="aside" id={filterPanelId} aria-labelledby="filter-panel-title">
      <Title order={2} id="filter-panel-title" style={visuallyHidden}>
        Refine results
      </Title>
      <Stack gap="lg">
        {searchFilterKeys.map((key, index) => (
          <Box key={key}>
            {index > 0 && <Divider mb="md" />}
            <FilterGroup filterKey={key} {...props} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
});

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

function FilterGroup({
  filterKey,
  filters,
  geo,
  criteria,
  facets,
  isLoading,
  onToggle,
  onMore,
  onPickArea,
  onRemoveArea,
}: FilterPanelProps & { filterKey: SearchFilterKey }) {
  const { label } = searchFilters[filterKey];
  const selected = (filters?.[filterKey] ?? []) as FilterValue[];
  const hasSelection = selected.length > 0;
  // With a choice made, the facet lists only what was chosen; the options call counts the siblings
  // under the other filters, so more can be added.
  const siblings = useFilterOptions({ ...criteria, filter: filterKey, prefix: '' }, { enabled: hasSelection });
  const options = (hasSelection ? siblings.data : undefined) ?? facets?.[filterKey] ?? [];
  const nameOf = useOptionNames(filterKey, selected);
  const headingId = `filter-${filterKey}-heading`;

  const top = options.slice(0, panelOptionCount);
  const extraSelected = selected
    .filter((value) => !top.some((option) => option.value === value))
    .map((value) => options.find((option) => option.value === value) ?? { value, name: nameOf(value), count: null });
  const shown: { value: FilterValue; name: string; count: number | null }[] = [...top, ...extraSelected];
  const isPending = isLoading && !facets;

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Group justify="space-between" mb={8} wrap="nowrap">
        <Title order={3} fz="sm" fw={700} id={headingId}>
          {label}
        </Title>
        {hasSelection && (
          <Text size="xs" c="dimmed" aria-hidden>
            {selected.length} selected
          </Text>
        )}
      </Group>
      {isPending ? (
        // One block for the options to come: the panel has a dozen filters, and each placeholder is
        // taken away when the options arrive.
        <Skeleton h={64} w="80%" />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No options for this search
        </Text>
      ) : (
        <Stack gap={8}>
          {shown.map((option) => (
            <Checkbox
              key={String(option.value)}
              size="sm"
              checked={selected.includes(option.value)}
              onChange={() => onToggle(filterKey, option.value)}
              label={
                <>
                  {option.name}
                  {option.count !== null && (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      ({option.count})
                    </Text>
                  )}
                </>
              }
              styles={{ label: { wordBreak: 'break-word' } }}
            />
          ))}
        </Stack>
      )}
      <Box mt={8}>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onMore(filterKey)}
          aria-label={`More ${label} options`}
          fw={600}
        >
          More…
        </Anchor>
      </Box>
      {filterKey === 'locationType' && (
        <AreaFilter
          geo={geo}
          applies={isGeoApplicable(filters ?? {})}
          onPickArea={onPickArea}
          onRemoveArea={onRemoveArea}
          onSelectFixed={() => onToggle('locationType', fixedLocationType)}
        />
      )}
    </Box>
  );
}

type AreaFilterProps = {
  geo: TGeoFilter | null;
  applies: boolean;
  onPickArea: () => void;
  onRemoveArea: () => void;
  onSelectFixed: () => void;
};

/** The area (geo) filter lives with the location type, the filter it depends on. */
function AreaFilter({ geo, applies, onPickArea, onRemoveArea, onSelectFixed }: AreaFilterProps) {
  if (!geo) {
    return (
      <Button variant="light" size="xs" mt="sm" leftSection={<IconMapPin size={14} aria-hidden />} onClick={onPickArea}>
        Search in an area…
      </Button>
    );
  }
  return (
    <Stack gap={6} mt="sm">
      <Text size="sm" fw={600}>
        Area
      </Text>
      <Text size="sm" c="dimmed">
        {describeGeo(geo)}
      </Text>
      {!applies && (
        <Alert color="yellow" variant="light" p="xs" fz="sm">
          The area applies only to feeds with a fixed location.{' '}
          <Anchor component="button" type="button" size="sm" onClick={onSelectFixed}>
            Select Fixed location
          </Anchor>
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onPickArea}>
          Change area
        </Button>
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onRemoveArea}
        >
          Remove area
        </Button>
      </Group>
    </Stack>
  );
}
