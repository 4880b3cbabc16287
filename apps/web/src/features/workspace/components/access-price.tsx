import { Stack, Text } from '@mantine/core';

import type { TAccess } from '@feedmarket/contract/workspace/workspace.schemas';

import { useReaderZone } from '../../../lib/reader-zone';
import { describePrice, describeUsage } from '../utils/access-text';

/** What an access costs (amount and mode) and what of it is used: downloads of a volume price, the end of a period. */
export function AccessPrice({ access }: { access: TAccess }) {
  const usage = describeUsage(access, useReaderZone());
  if (!access.price) {
    return (
      <Text size="sm" c="dimmed">
        Free
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {describePrice(access.price)}
      </Text>
      <Text size="xs" c="dimmed">
        {access.price.modeText}
        {usage && ` · ${usage}`}
      </Text>
    </Stack>
  );
}
