import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconList, IconMap, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { feedTypeNames } from '@feedmarket/contract/catalog/catalog.constants';

import { ListError } from '../../../components/list-states';
import { TabHeading } from '../../../components/tab-heading';
import { paths } from '../../../config/paths';
import { DateText } from '../../../components/date-text';
import { useSearchFeeds } from '../api/search-feeds';
import { useViewerKey } from '../hooks/use-viewer-key';

/** How many of the newest feeds the tab lists. */
const newestCount = 8;

const searchHref = (query: Record<string, string>) => `${paths.search.getHref()}?${new URLSearchParams(query)}`;

/** The dashboard's Search Feeds tab: a way into the catalogue, and the feeds published last. */
export function SearchFeedsTab() {
  const navigate = useNavigate();
  const viewer = useViewerKey();
  const [text, setText] = useState('');
  const newest = useSearchFeeds({ text: '', pageSize: newestCount, sort: 'DATEADDED' }, viewer);

  return (
    <Stack gap="xl">
      <TabHeading title="Search feeds">
        Find feeds by words, filters or on the map. Add those you need to your workspace and lock them there to ask
        their providers for access.
      </TabHeading>

      <form
        role="search"
        aria-label="Catalogue"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchHref(text.trim() ? { q: text.trim() } : {}));
        }}
      >
        <Group align="end" gap="sm" maw={640}>
          <TextInput
            label="Search the catalogue"
            placeholder="Search by name, source, sensor or place"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>

      <Group gap="md">
        <Anchor component={Link} to={searchHref({ view: 'list' })}>
          <Group gap={6} wrap="nowrap">
            <IconList size={16} aria-hidden />
            Browse every feed as a list
          </Group>
        </Anchor>
        <Anchor component={Link} to={searchHref({ view: 'map' })}>
          <Group gap={6} wrap="nowrap">
            <IconMap size={16} aria-hidden />
            Explore feeds on the map
          </Group>
        </Anchor>
      </Group>

      <Stack gap="sm">
        <Title order={3} fz="lg">
          Published last
        </Title>
        {newest.isError ? (
          <ListError
            title="The newest feeds cannot be shown"
            error={newest.error}
            onRetry={() => void newest.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {newest.data
              ? newest.data.data.map((feed) => (
                  <Card key={feed.id} withBorder padding="md" component="li">
                    <Anchor component={Link} to={searchHref({ feed: String(feed.id) })} fw={600} lineClamp={2}>
                      {feed.meta.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {feed.orgName} · {feedTypeNames[feed.type] ?? feed.type} ·{' '}
                      <DateText value={feed.createDate} format="day" />
                    </Text>
                  </Card>
                ))
              : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={72} component="li" />)}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
