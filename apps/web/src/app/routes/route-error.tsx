import { Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

import { CardPage } from '../../components/card-page';

/** Shown when a page fails to render, e.g. its code could not be loaded after a new release. */
export function RouteErrorPage() {
  const error = useRouteError();
  // Kept in the console for whoever investigates; the user gets a way forward instead of a trace.
  console.error(error);
  return (
    <CardPage
      title="Something went wrong"
      icon={<IconAlertTriangle size={24} />}
      description="This page could not be shown. Reloading usually helps; if it does not, please try again later."
    >
      <Group>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="default" component="a" href="/">
          Go to the search page
        </Button>
      </Group>
    </CardPage>
  );
}
