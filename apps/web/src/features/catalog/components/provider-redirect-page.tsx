import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconWorldOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { CardPage } from '../../../components/card-page';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useProviderRedirect } from '../hooks/use-provider-redirect';

const backToSearch = (
  <Group>
    <Button component={Link} to={paths.search.getHref()} leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back to search
    </Button>
  </Group>
);

/** The page of `/go/{provider}`: on its way to the provider's website, or why it cannot go there. */
export function ProviderRedirectPage({ slug }: { slug: string }) {
  const redirect = useProviderRedirect(slug);

  if (redirect.state === 'unknown') {
    const isMissing = !redirect.error || (redirect.error instanceof ApiError && redirect.error.status === 404);
    return (
      <CardPage
        title="Provider not found"
        icon={<IconWorldOff size={24} />}
        description={
          isMissing
            ? 'No provider of feeds in the marketplace goes by this address.'
            : errorMessage(redirect.error, 'The provider cannot be looked up right now. Please try again in a moment.')
        }
      >
        {backToSearch}
      </CardPage>
    );
  }
  if (redirect.state === 'no-website') {
    return (
      <CardPage
        title={`${redirect.name} has no website listed`}
        icon={<IconWorldOff size={24} />}
        description="The provider has not given the marketplace the address of its website. Its feeds are all in the search."
      >
        {backToSearch}
      </CardPage>
    );
  }
  return (
    <CardPage
      title={redirect.state === 'leaving' ? `Taking you to ${redirect.name}` : 'Looking up the provider'}
      icon={<IconExternalLink size={24} />}
      description={
        redirect.state === 'leaving' ? (
          <Text size="sm" c="dimmed">
            You are leaving the marketplace for the provider&apos;s website. If nothing happens,{' '}
            <Anchor href={redirect.website}>open {redirect.website}</Anchor>.
          </Text>
        ) : undefined
      }
    >
      <Group gap="sm">
        <Loader size="sm" aria-label="Opening the provider's website" />
        <Text size="sm" c="dimmed">
          One moment…
        </Text>
      </Group>
    </CardPage>
  );
}
