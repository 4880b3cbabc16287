import { Badge, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { connectorCategories } from '@feedmarket/contract/connectors/connectors.constants';
import { normaliseFilterText } from '@feedmarket/contract/validators/feed-rules';

import { filterDebounceMs, listPageSize } from '../../../../hooks/use-paged-list';
import { useConnectorFeeds } from '../../api/get-connector-feeds';
import type { ConnectorCategory, ConnectorFormValues } from '../../utils/connector-form';
import { PagedPickList } from '../paged-pick-list';

const categoryChoices = [
  {
    value: connectorCategories.inbound,
    label: 'Inbound',
    description: 'Records come into one of your continuous feeds: pushed by your devices or fetched from your address',
  },
  {
    value: connectorCategories.outbound,
    label: 'Outbound',
    description: "A continuous feed's new records go out to an endpoint of yours as they arrive",
  },
] as const;

type SelectFeedStepProps = {
  values: ConnectorFormValues;
  onCategory: (category: ConnectorCategory) => void;
  onFeed: (feed: { id: number; name: string }) => void;
  error: string | undefined;
};

/**
 * Select feed: inbound or outbound, then the feed from that direction's list (`/connector/metadata/inbound`:
 * the organisation's continuous feeds; `/outbound`: those it may read), 10 a page, filtered by name.
 */
export function SelectFeedStep({ values, onCategory, onFeed, error }: SelectFeedStepProps) {
  const direction = values.category === connectorCategories.inbound ? 'inbound' : 'outbound';
  const [filterText, setFilterText] = useState('');
  const [debounced] = useDebouncedValue(filterText, filterDebounceMs);
  const filter = normaliseFilterText(debounced);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  // A new filter or direction starts again at its first page.
  const key = `${direction}:${filter}`;
  const page = paging.key === key ? paging.page : 1;
  const feeds = useConnectorFeeds(direction, { pageNum: page, pageSize: listPageSize, ...(filter ? { filter } : {}) });

  return (
    <Stack gap="lg">
      <Radio.Group
        label="Direction"
        description="Which way the connector carries records"
        required
        value={String(values.category)}
        onChange={(value) => onCategory(Number(value) as ConnectorCategory)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {categoryChoices.map((choice) => (
            <Paper key={choice.value} withBorder radius="md" p="sm">
              <Radio value={String(choice.value)} label={choice.label} description={choice.description} />
            </Paper>
          ))}
        </SimpleGrid>
      </Radio.Group>

      <PagedPickList
        label="Feed"
        description={
          direction === 'inbound'
            ? 'Your continuous feeds, in every status: the connector brings records into the one you choose.'
            : 'Continuous feeds you own or were granted: the connector delivers the new records of the one you choose.'
        }
        query={feeds}
        list={{
          page,
          setPage: (next) => setPaging({ key, page: next }),
          filter,
          filterText,
          setFilterText,
        }}
        value={values.metadataId}
        onChange={(feed) => onFeed(feed)}
        noun={['feed', 'feeds']}
        error={error}
        empty={
          direction === 'inbound'
            ? 'You have no continuous feeds yet. Describe one with the metadata wizard (feed type Continuous), then come back.'
            : 'No continuous feeds are open to you yet. Request access to one from the search page first.'
        }
        renderRow={(feed) => ({
          title: feed.name,
          detail: (
            <Group gap="xs" component="span">
              <span>{direction === 'outbound' ? feed.orgName : feed.statusText}</span>
              {feed.connectors > 0 && (
                <Badge component="span" size="xs" variant="light" tt="none">
                  {feed.connectors === 1 ? '1 connector' : `${feed.connectors} connectors`}
                </Badge>
              )}
            </Group>
          ),
        })}
      />
      {values.metadataId !== null && (
        <Text size="sm" aria-live="polite">
          Chosen feed: <strong>{values.metadataName}</strong>
        </Text>
      )}
    </Stack>
  );
}
