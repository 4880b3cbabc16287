import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ComingSoonPanelProps = {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** Heading level inside the page; panels under a page title are h2. */
  order?: 2 | 3;
};

/** A part of the product that is announced but not open yet, said plainly rather than left empty. */
export function ComingSoonPanel({ title, description, icon, order = 2 }: ComingSoonPanelProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon ?? <IconSparkles size={28} />}
        </ThemeIcon>
        <Badge variant="light" size="sm">
          Coming soon
        </Badge>
        <Title order={order} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" component="div">
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
