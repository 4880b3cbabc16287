import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import { filterMinLength } from '@feedmarket/contract/validators/feed-rules';

type ListFilterInputProps = {
  label: string;
  /** What the filter matches, e.g. "File name"; the 3-character rule is added to it. */
  matches: string;
  /** The list's filter text as typed, and how to change it (its `use…List` hook). */
  list: { filterText: string; setFilterText: (text: string) => void };
};

/**
 * The text filter above a paged list. It only edits the text: the list applies it once it is empty
 * or 3 characters or more (spec §5), which the description says.
 */
export function ListFilterInput({ label, matches, list }: ListFilterInputProps) {
  const { filterText: value, setFilterText: onChange } = list;
  return (
    <TextInput
      label={label}
      // Above the input, always there: the toolbar's controls line up on their bottom edges.
      description={`${matches}, ${filterMinLength} characters or more`}
      inputWrapperOrder={['label', 'description', 'input']}
      placeholder="Type to filter"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear filter" onClick={() => onChange('')} /> : null}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
