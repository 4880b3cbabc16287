import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';

import { CardPage } from '../../../components/card-page';
import { paths } from '../../../config/paths';

/**
 * A public link that leads to no published feed: mistyped, cut short, or the feed was withdrawn.
 * `reason` is the server's word on it, when it gave one.
 */
export function FeedNotFound({ reason }: { reason?: string }) {
  return (
    <CardPage
      title="Feed not found"
      icon={<IconFileUnknown size={24} />}
      description={
        <Stack gap={6}>
          {reason && <Text inherit>{reason.replace(/\.?$/, '.')}</Text>}
          <Text inherit>
            No published feed has this address. The link may be mistyped or cut short, or its provider may have
            withdrawn the feed.
          </Text>
        </Stack>
      }
    >
      <Group>
        <Button component={Link} to={paths.search.getHref()} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Search all feeds
        </Button>
      </Group>
    </CardPage>
  );
}
