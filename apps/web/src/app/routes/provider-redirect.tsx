import { Button, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';

import { CardPage } from '../../components/card-page';
import { paths } from '../../config/paths';

/** /go/:provider: sends the browser to a provider's own site once provider links are configured. */
export function ProviderRedirectRoute() {
  const { provider = '' } = useParams();
  return (
    <CardPage
      title="Leaving for the provider's site"
      icon={<IconExternalLink size={24} />}
      description={
        <Text size="sm" c="dimmed">
          The site of <strong>{provider}</strong> is not linked yet. Provider links open here once the provider
          publishes its address.
        </Text>
      }
    >
      <Group>
        <Button component={Link} to={paths.search.getHref()}>
          Back to search
        </Button>
      </Group>
    </CardPage>
  );
}
