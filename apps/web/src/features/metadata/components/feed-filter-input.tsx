import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import { filterMinLength } from '@feedmarket/contract/validators/feed-rules';

import type { FeedList } from '../hooks/use-feed-list';

/** The text filter of a feed list: name or unique id, applied from 3 characters on. */
export function FeedFilterInput({ list }: { list: FeedList }) {
  return (
    <TextInput
      label="Filter feeds"
      // Above the input, always there: the toolbar's controls line up on their bottom edges.
      description={`Name or unique id, ${filterMinLength} characters or more`}
      inputWrapperOrder={['label', 'description', 'input']}
      placeholder="Type to filter"
      value={list.filterText}
      onChange={(event) => list.setFilterText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        list.filterText ? (
          <CloseButton size="sm" aria-label="Clear filter" onClick={() => list.setFilterText('')} />
        ) : null
      }
      w={{ base: '100%', sm: 300 }}
    />
  );
}
