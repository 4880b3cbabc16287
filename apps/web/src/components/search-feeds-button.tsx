import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

import { paths } from '../config/paths';

/** A way from an empty or closed screen to the feed catalogue. */
export function SearchFeedsButton() {
  return (
    <Button
      component={Link}
      to={paths.search.getHref()}
      variant="light"
      mt="xs"
      leftSection={<IconSearch size={16} aria-hidden />}
    >
      Search feeds
    </Button>
  );
}
