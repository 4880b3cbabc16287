import { Button, Checkbox, Group, Paper, Pill, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

import { feedPickerPageSize } from '@feedmarket/contract/policies/policies.constants';
import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

import { ListFilterInput } from '../../../components/list-filter-input';
import { ListFooter } from '../../../components/list-footer';
import { ListError } from '../../../components/list-states';
import { filterDebounceMs } from '../../../hooks/use-paged-list';
import { usePolicyFeeds } from '../api/get-policy-feeds';
import type { FeedNames } from '../hooks/use-feed-names';

type FeedPickerProps = {
  orgId: number;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  names: FeedNames;
  /** What is wrong with the choice, shown under it. */
  error?: string;
};

/** The organisation's feeds to choose from, 200 a page by name, with a filter from 3 characters (spec §5, §9). */
export function FeedPicker({ orgId, selected, onChange, names, error }: FeedPickerProps) {
  const [filterText, setFilterText] = useState('');
  const [debounced] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debounced);
  const [page, setPage] = useState(1);
  const [shownFilter, setShownFilter] = useState(filter);
  // A new filter starts again at the first page.
  if (filter !== shownFilter) {
    setShownFilter(filter);
    setPage(1);
  }
  const feeds = usePolicyFeeds(orgId, { pageNum: page, ...(filter ? { filter } : {}) });
  const { remember } = names;
  useEffect(() => {
    if (feeds.data) remember(feeds.data.content);
  }, [feeds.data, remember]);

  const shown = feeds.data?.content ?? [];
  const total = feeds.data?.total ?? 0;
  const chosen = new Set(selected);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));
  const allShownChosen = shown.length > 0 && shown.every((feed) => chosen.has(feed.id));

  return (
    <Stack gap="sm">
      <ListFilterInput label="Filter feeds" matches="Feed name" list={{ filterText, setFilterText }} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {selected.length === 1 ? '1 feed chosen' : `${selected.length} feeds chosen`}
        </Text>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={shown.length === 0 || allShownChosen}
            onClick={() => onChange([...new Set([...selected, ...shown.map((feed) => feed.id)])])}
          >
            Choose all shown
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            disabled={selected.length === 0}
            onClick={() => onChange([])}
          >
            Clear choice
          </Button>
        </Group>
      </Group>

      {selected.length > 0 && (
        <Pill.Group aria-label="Chosen feeds">
          {selected.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              onRemove={() => toggle(id, false)}
              removeButtonProps={{ 'aria-label': `Remove ${names.nameOf(id)}` }}
            >
              {names.nameOf(id)}
            </Pill>
          ))}
        </Pill.Group>
      )}

      {feeds.isError && !feeds.data ? (
        <ListError
          title="Your feeds cannot be loaded right now"
          error={feeds.error}
          onRetry={() => void feeds.refetch()}
        />
      ) : (
        <Paper withBorder radius="md" aria-busy={feeds.isFetching}>
          <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
            <Stack gap={0} role="group" aria-label="Your feeds" p="xs">
              {!feeds.data &&
                Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} h={18} my={8} w={`${70 - index * 10}%`} />
                ))}
              {feeds.data && shown.length === 0 && (
                <Text size="sm" c="dimmed" p="sm">
                  {filter ? 'No feed matches this filter.' : 'Your organisation has no feeds yet: describe one first.'}
                </Text>
              )}
              {shown.map((feed) => (
                <Checkbox
                  key={feed.id}
                  py={6}
                  checked={chosen.has(feed.id)}
                  onChange={(event) => toggle(feed.id, event.currentTarget.checked)}
                  label={feed.name}
                  description={feed.statusText}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      )}
      {total > feedPickerPageSize && (
        <ListFooter
          label="Your feeds"
          page={page}
          pageSize={feedPickerPageSize}
          shown={shown.length}
          total={total}
          noun={['feed', 'feeds']}
          onPage={setPage}
        />
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
