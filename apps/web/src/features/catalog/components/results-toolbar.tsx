import { ActionIcon, Badge, Button, Group, NativeSelect, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconLayoutGrid,
  IconList,
  IconMap2,
  IconSortAscending,
  IconSortDescending,
  IconX,
} from '@tabler/icons-react';

import type { SearchSort, SearchView, SortOrder } from '../utils/search-state';
import { filterPanelId } from './filter-panel';
import { SegmentedRadio } from '../../../components/segmented-radio';

const sortOptions: { value: SearchSort; label: string }[] = [
  { value: 'DATEADDED', label: 'Date Created' },
  { value: 'ALPHA', label: 'Name' },
  { value: 'INITIAL', label: 'Relevance' },
];

type ResultsToolbarProps = {
  panelOpened: boolean;
  onTogglePanel: () => void;
  activeFilterCount: number;
  onClearFilters: () => void;
  view: SearchView;
  onViewChange: (view: SearchView) => void;
  sort: SearchSort;
  order: SortOrder;
  onSortChange: (sort: SearchSort) => void;
  onToggleOrder: () => void;
  /** Hidden in embedded mode, where there is no filter panel. */
  withFilters?: boolean;
};

const viewIcon = { list: IconList, tile: IconLayoutGrid, map: IconMap2 } as const;

function ViewLabel({ view, label }: { view: SearchView; label: string }) {
  const Icon = viewIcon[view];
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <Icon size={16} aria-hidden />
      <span>{label}</span>
    </Group>
  );
}

/** Filters toggle, clear, view switch, sort and direction. */
export function ResultsToolbar({
  panelOpened,
  onTogglePanel,
  activeFilterCount,
  onClearFilters,
  view,
  onViewChange,
  sort,
  order,
  onSortChange,
  onToggleOrder,
  withFilters = true,
}: ResultsToolbarProps) {
  const isMap = view === 'map';
  const directionText = order === 'asc' ? 'Ascending' : 'Descending';

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {withFilters && (
        <Group gap="xs">
          <Button
            variant={panelOpened ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              activeFilterCount > 0 ? (
                <Badge size="sm" circle={activeFilterCount < 10} variant="filled" aria-hidden>
                  {activeFilterCount}
                </Badge>
              ) : undefined
            }
            onClick={onTogglePanel}
            aria-expanded={panelOpened}
            aria-controls={filterPanelId}
          >
            Filters
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onClearFilters}
            disabled={activeFilterCount === 0}
          >
            Clear filters
          </Button>
          {activeFilterCount > 0 && <VisuallyHidden>{activeFilterCount} filters active</VisuallyHidden>}
        </Group>
      )}
      <Group gap="sm" wrap="wrap" ml="auto">
        <SegmentedRadio
          aria-label="View"
          value={view}
          onChange={onViewChange}
          data={[
            { value: 'list', label: <ViewLabel view="list" label="List" /> },
            { value: 'tile', label: <ViewLabel view="tile" label="Tile" /> },
            { value: 'map', label: <ViewLabel view="map" label="Map" /> },
          ]}
        />
        {!isMap && (
          <Group gap={6} wrap="nowrap">
            <NativeSelect
              aria-label="Sort by"
              value={sort}
              onChange={(event) => onSortChange(event.currentTarget.value as SearchSort)}
              data={sortOptions}
              leftSection={
                <span aria-hidden style={{ fontSize: 12, fontWeight: 600, paddingLeft: 4 }}>
                  Sort
                </span>
              }
              leftSectionWidth={44}
              w={190}
            />
            <Tooltip label={`${directionText}: click to reverse`} withArrow>
              <ActionIcon variant="default" size={36} onClick={onToggleOrder} aria-label="Toggle sort direction">
                {order === 'asc' ? (
                  <IconSortAscending size={18} aria-hidden />
                ) : (
                  <IconSortDescending size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Group>
  );
}
