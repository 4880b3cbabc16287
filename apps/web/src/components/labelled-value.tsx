import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A value under its small upper-case label, as read-only views show a record's fields. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What a read-only view shows for a field left empty. */
export const notGiven = (
  <Text span c="dimmed" size="sm">
    Not given
  </Text>
);
