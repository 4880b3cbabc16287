import { Badge, Checkbox, Group, Input, Loader, Paper, Pill, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { feedPickerPageSize } from '@feedmarket/contract/policies/policies.constants';
import type { TPickerFeed } from '@feedmarket/contract/policies/policies.schemas';
import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

import { ListFilterInput } from '../../../components/list-filter-input';
import { ListPagination } from '../../../components/list-footer';
import { filterDebounceMs } from '../../../hooks/use-paged-list';
import { errorMessage } from '../../../lib/api-client';
import { usePriceableFeeds } from '../api/get-priceable-feeds';

type PriceFeedPickerProps = {
  orgId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The feeds already chosen (an edited configuration's), named before their page of the list loads. */
  initialFeeds?: TPickerFeed[];
  error?: string;
};

/**
 * The pricing modal's feeds: the organisation's feeds by name, 200 a page (spec §9), filtered from 3
 * characters (spec §5). The chosen ones stay listed above as pills, whatever page or filter is shown.
 */
export function PriceFeedPicker({ orgId, value, onChange, initialFeeds = [], error }: PriceFeedPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const [filterText, setFilterText] = useState('');
  const [debounced] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debounced);
  const [pages, setPages] = useState({ filter, page: 1 });
  // A new filter starts again at its first page.
  const page = pages.filter === filter ? pages.page : 1;
  const feeds = usePriceableFeeds(orgId, {
    pageNum: page,
    pageSize: feedPickerPageSize,
    ...(filter ? { filter } : {}),
  });
  // Names of every feed seen, so chosen feeds keep their name when their page is not on screen.
  const [known, setKnown] = useState(() => new Map(initialFeeds.map((feed) => [feed.id, feed.name])));
  const rows = feeds.data?.content ?? [];
  if (rows.some((feed) => !known.has(feed.id))) {
    setKnown(new Map([...known, ...rows.map((feed) => [feed.id, feed.name] as const)]));
  }

  const chosen = new Set(value);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((candidate) => candidate !== id));
  const pageCount = Math.max(1, Math.ceil((feeds.data?.total ?? 0) / feedPickerPageSize));

  return (
    <Input.Wrapper
      label="Feeds"
      labelProps={{ id: labelId }}
      description="The feeds this price applies to. A feed is in at most one active price configuration."
      required
      error={error}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <Stack gap="sm" mt="xs">
        {value.length > 0 ? (
          <Group gap={6} aria-label="Chosen feeds" role="list">
            {value.map((id) => (
              <Pill
                key={id}
                role="listitem"
                withRemoveButton
                onRemove={() => toggle(id, false)}
                removeButtonProps={{ 'aria-label': `Remove ${known.get(id) ?? `feed ${id}`}` }}
                size="md"
              >
                {known.get(id) ?? `Feed ${id}`}
              </Pill>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No feed chosen yet.
          </Text>
        )}
        <ListFilterInput label="Filter feeds" matches="Feed name" list={{ filterText, setFilterText }} />
        <Paper withBorder radius="md">
          <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
            <Stack
              gap={0}
              p="xs"
              role="group"
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              aria-busy={feeds.isFetching}
            >
              {feeds.isPending &&
                Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} h={18} my={6} w={`${70 - index * 10}%`} />
                ))}
              {feeds.isError && (
                <Text size="sm" c="red" role="alert" py={4}>
                  {errorMessage(feeds.error, 'The feeds cannot be loaded right now. Try again in a moment.')}
                </Text>
              )}
              {feeds.data && rows.length === 0 && (
                <Text size="sm" c="dimmed" py={4}>
                  {filter
                    ? 'No feed matches this filter.'
                    : 'Your organisation has no feeds yet: describe one on the Metadata tab first.'}
                </Text>
              )}
              {rows.map((feed) => (
                <Group key={feed.id} justify="space-between" wrap="nowrap" gap="sm" py={6}>
                  <Checkbox
                    label={feed.name}
                    checked={chosen.has(feed.id)}
                    onChange={(event) => toggle(feed.id, event.currentTarget.checked)}
                    styles={{ label: { overflowWrap: 'anywhere' } }}
                  />
                  <Badge
                    variant="light"
                    color={feed.status === feedStatuses.active ? 'teal' : 'gray'}
                    style={{ flexShrink: 0 }}
                  >
                    {feed.statusText}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {feeds.data
              ? `${value.length} chosen · ${feeds.data.total} ${feeds.data.total === 1 ? 'feed' : 'feeds'}${filter ? ' match' : ''}`
              : ' '}
            {feeds.isFetching && !feeds.isPending && <Loader size={10} ml={6} aria-label="Loading feeds" />}
          </Text>
          {pageCount > 1 && (
            <ListPagination
              label="Feeds"
              pages={pageCount}
              current={page}
              onPage={(next) => setPages({ filter, page: next })}
            />
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
