import { Badge, Center, Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { useFilterLookup } from '../api/get-filter-lookup';
import { useFilterOptions } from '../api/get-filter-options';
import { useOptionNames } from '../hooks/use-option-names';
import type { FilterValue } from '../utils/search-state';
import { FilterDialogFrame } from './filter-dialog-frame';
import { filterOptionLimit, OptionLabel, type FilterDialogProps } from './filter-options-dialog';

/** The country filter: countries with feeds, narrowed by the start of their name. */
export function CountryFilterDialog({ selected, criteria, onApply, onClose }: Omit<FilterDialogProps, 'filterKey'>) {
  const [draft, setDraft] = useState<FilterValue[]>(selected);
  const [search, setSearch] = useState('');
  const [prefix] = useDebouncedValue(search.trim(), 300);
  const options = useFilterOptions({ ...criteria, filter: 'country', prefix });
  const countries = useFilterLookup('country', { enabled: true });
  const nameOf = useOptionNames('country', draft);

  const list = [...(options.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const codeOf = (value: FilterValue) => countries.data?.find((country) => country.value === value)?.code;
  const chosenElsewhere = draft.filter((value) => !list.some((option) => option.value === value));
  const toggle = (value: FilterValue) =>
    setDraft((current) => (current.includes(value) ? current.filter((item) => item !== value) : [...current, value]));

  const row = (value: FilterValue, label: React.ReactNode) => (
    <Group key={String(value)} gap={8} wrap="nowrap">
      <Checkbox
        checked={draft.includes(value)}
        onChange={() => toggle(value)}
        label={label}
        styles={{ root: { flex: 1 } }}
      />
      {codeOf(value) && (
        <Badge variant="default" radius="sm" size="sm" ff="monospace" aria-hidden>
          {codeOf(value)}
        </Badge>
      )}
    </Group>
  );

  return (
    <FilterDialogFrame
      title="Country filter"
      searchLabel="Search countries"
      searchPlaceholder="Type the start of a country name"
      search={search}
      onSearchChange={setSearch}
      selectedCount={draft.length}
      onClearSelection={() => setDraft([])}
      onApply={() => onApply(draft)}
      onClose={onClose}
      note={
        options.isSuccess
          ? list.length >= filterOptionLimit
            ? `Showing the ${filterOptionLimit} countries with most feeds: type the start of a name to find others.`
            : `${list.length} countr${list.length === 1 ? 'y' : 'ies'} with feeds${prefix ? ` starting with “${prefix}”` : ''}`
          : undefined
      }
    >
      <Stack gap="md" pb="xs">
        {chosenElsewhere.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="xs"
            verticalSpacing={8}
            role="group"
            aria-label="Selected countries"
          >
            {chosenElsewhere.map((value) => row(value, nameOf(value)))}
          </SimpleGrid>
        )}
        {options.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading countries" />
          </Center>
        )}
        {options.isError && (
          <Text c="red" size="sm" role="alert">
            The countries cannot be loaded right now. Please try again.
          </Text>
        )}
        {options.isSuccess && list.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No country with feeds starts with “{prefix}”.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8}>
          {list.map((option) => row(option.value, <OptionLabel name={option.name} count={option.count} />))}
        </SimpleGrid>
      </Stack>
    </FilterDialogFrame>
  );
}
