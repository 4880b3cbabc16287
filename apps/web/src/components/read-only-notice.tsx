import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { SearchFeedsButton } from './search-feeds-button';

/**
 * What a read-only organisation (type 3) reads where suppliers publish or set terms: why it cannot,
 * and the way back to what it can do, searching feeds.
 */
export function ReadOnlyNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        <SearchFeedsButton />
      </Stack>
    </Paper>
  );
}
