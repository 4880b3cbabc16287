import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import { filterMinLength } from '@feedmarket/contract/validators/feed-rules';

type ListFilterInputProps = {
  label: string;
  /** What the filter matches, e.g. "File name"; the 3-character rule is added to it. */
  matches: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The text filter above a paged list. It only edits the text: the list applies it once it is empty
 * or 3 characters or more (spec §5), which the description says.
 */
export function ListFilterInput({ label, matches, value, onChange }: ListFilterInputProps) {
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
