import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard tab's heading and the dimmed line under it that says what the tab is for. */
export function TabHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4} maw={640}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </Stack>
  );
}
