import { Box, Center, Checkbox, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { searchFilters, type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';

import { useFilterOptions } from '../api/get-filter-options';
import { useOptionNames } from '../hooks/use-option-names';
import { groupAlphabetically } from '../utils/option-groups';
import type { FilterValue, SearchCriteria } from '../utils/search-state';
import { FilterDialogFrame } from './filter-dialog-frame';

/** Option lists show up to 20 options (consumer spec §9); the prefix narrows them. */
export const filterOptionLimit = 20;

export type FilterDialogProps = {
  filterKey: SearchFilterKey;
  selected: FilterValue[];
  criteria: SearchCriteria;
  onApply: (values: FilterValue[]) => void;
  onClose: () => void;
};

export function OptionLabel({ name, count }: { name: string; count: number | null | undefined }) {
  return (
    <>
      {name}
      {count !== null && count !== undefined && (
        <Text span c="dimmed" size="sm">
          {' '}
          ({count})
        </Text>
      )}
    </>
  );
}

/** A filter's options as a checkbox list grouped alphabetically, narrowed by a name prefix. */
export function FilterOptionsDialog({ filterKey, selected, criteria, onApply, onClose }: FilterDialogProps) {
  const { label } = searchFilters[filterKey];
  const [draft, setDraft] = useState<FilterValue[]>(selected);
  const [search, setSearch] = useState('');
  const [prefix] = useDebouncedValue(search.trim(), 300);
  const options = useFilterOptions({ ...criteria, filter: filterKey, prefix });
  const nameOf = useOptionNames(filterKey, draft);

  const list = options.data ?? [];
  const groups = groupAlphabetically(list);
  const chosenElsewhere = draft.filter((value) => !list.some((option) => option.value === value));
  const toggle = (value: FilterValue) =>
    setDraft((current) => (current.includes(value) ? current.filter((item) => item !== value) : [...current, value]));

  const note = options.isSuccess
    ? list.length >= filterOptionLimit
      ? `Showing the first ${filterOptionLimit} options: type the start of a name to find others.`
      : `${list.length} option${list.length === 1 ? '' : 's'}${prefix ? ` starting with “${prefix}”` : ''}`
    : undefined;

  return (
    <FilterDialogFrame
      title={`${label} filter`}
      searchLabel={`Search ${label.toLowerCase()} options`}
      searchPlaceholder="Type the start of a name"
      search={search}
      onSearchChange={setSearch}
      selectedCount={draft.length}
      onClearSelection={() => setDraft([])}
      onApply={() => onApply(draft)}
      onClose={onClose}
      note={note}
    >
      <Stack gap="sm" pb="xs">
        {chosenElsewhere.length > 0 && (
          <OptionSection heading="Selected">
            {chosenElsewhere.map((value) => (
              <Checkbox key={String(value)} checked onChange={() => toggle(value)} label={nameOf(value)} />
            ))}
          </OptionSection>
        )}
        {options.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label={`Loading ${label.toLowerCase()} options`} />
          </Center>
        )}
        {options.isError && (
          <Text c="red" size="sm" role="alert">
            The options cannot be loaded right now. Please try again.
          </Text>
        )}
        {options.isSuccess && list.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No {label.toLowerCase()} option starts with “{prefix}”.
          </Text>
        )}
        {groups.map((group) => (
          <OptionSection key={group.letter} heading={group.letter}>
            {group.options.map((option) => (
              <Checkbox
                key={String(option.value)}
                checked={draft.includes(option.value)}
                onChange={() => toggle(option.value)}
                label={<OptionLabel name={option.name} count={option.count} />}
              />
            ))}
          </OptionSection>
        ))}
      </Stack>
    </FilterDialogFrame>
  );
}

export function OptionSection({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={`option-section-${heading}`}
      style={{ display: 'flex', gap: 12, paddingTop: 8, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Title
        order={3}
        id={`option-section-${heading}`}
        fz="sm"
        w={24}
        miw={24}
        c="var(--mantine-primary-color-filled)"
        lh="22px"
      >
        {heading === '#' ? <span aria-label="Digits and signs">#</span> : heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8} style={{ flex: 1 }}>
        {children}
      </SimpleGrid>
    </Box>
  );
}
