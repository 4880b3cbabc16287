import { CloseButton, Combobox, Group, Loader, Paper, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileDescription, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { useSuggestions } from '../api/get-suggestions';
import type { SearchCriteria } from '../utils/search-state';

type SearchBoxProps = {
  text: string;
  criteria: SearchCriteria;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen: search its name and show that feed. */
  onChooseSuggestion: (suggestion: { id: number; name: string }) => void;
};

/** The text search with a typeahead of up to 8 feed names matching the text under the active filters. */
export function SearchBox({ text, criteria, onTextChange, onChooseSuggestion }: SearchBoxProps) {
  const [value, setValue] = useState(text);
  const [focused, setFocused] = useState(false);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // The address changed under the box (back button, clear filters): show what is searched.
  const [shownText, setShownText] = useState(text);
  if (text !== shownText) {
    setShownText(text);
    if (value.trim() !== text.trim()) setValue(text);
  }

  const [debouncedText] = useDebouncedValue(value, 250);
  const suggestions = useSuggestions({ ...criteria, text: debouncedText.trim() }, { enabled: focused });
  const items = value.trim() ? (suggestions.data?.suggestions ?? []) : [];

  const change = (next: string) => {
    setValue(next);
    onTextChange(next);
    if (next.trim()) combobox.openDropdown();
    else combobox.closeDropdown();
    combobox.resetSelectedOption();
  };

  return (
    <Paper
      withBorder
      shadow="md"
      p={6}
      w="100%"
      maw={680}
      radius="xl"
      component="form"
      role="search"
      aria-label="Feeds"
      onSubmit={(event) => event.preventDefault()}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const chosen = items.find((item) => String(item.id) === id);
          combobox.closeDropdown();
          if (!chosen) return;
          setValue(chosen.name);
          onChooseSuggestion(chosen);
        }}
        withinPortal
        offset={10}
        radius="md"
        shadow="lg"
      >
        <Combobox.Target>
          <TextInput
            aria-label="Search feeds"
            placeholder="Search by name, source, sensor or place"
            leftSection={<IconSearch size={20} aria-hidden />}
            rightSection={
              suggestions.isFetching && focused ? (
                <Loader size={16} aria-hidden />
              ) : value ? (
                <CloseButton aria-label="Clear search text" onClick={() => change('')} />
              ) : null
            }
            rightSectionPointerEvents="auto"
            size="lg"
            radius="xl"
            variant="unstyled"
            autoComplete="off"
            spellCheck={false}
            value={value}
            onChange={(event) => change(event.currentTarget.value)}
            onFocus={() => {
              setFocused(true);
              if (value.trim()) combobox.openDropdown();
            }}
            onBlur={() => {
              setFocused(false);
              combobox.closeDropdown();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') combobox.closeDropdown();
            }}
            styles={{ input: { paddingLeft: 48, paddingRight: 44 } }}
          />
        </Combobox.Target>
        {/* Only while there is something to suggest: a mounted dropdown is positioned again on every
            layout change, each time forcing the browser to compute the page's styles. */}
        {items.length > 0 && (
          <Combobox.Dropdown>
            <Combobox.Options aria-label="Suggested feeds">
              <Combobox.Header>
                <Text size="xs" c="dimmed" fw={600}>
                  Suggested feeds
                </Text>
              </Combobox.Header>
              {items.map((item) => (
                <Combobox.Option value={String(item.id)} key={item.id} aria-label={item.name}>
                  <Group gap="sm" wrap="nowrap">
                    <IconFileDescription size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
                    <Text size="sm" lineClamp={1}>
                      {item.name}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        )}
      </Combobox>
    </Paper>
  );
}
