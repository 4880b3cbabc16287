import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../hooks/use-document-title';

type PageShellProps = {
  title: string;
  /** A short line above the title naming the area, e.g. "Dashboard". */
  eyebrow?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

/** The frame of an ordinary page: one h1, an optional lead and actions, then the content. */
export function PageShell({ title, eyebrow, description, actions, children, size = 'lg' }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} px="md">
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={6} maw={720}>
          {eyebrow && (
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="var(--mantine-primary-color-filled)"
              style={{ letterSpacing: 1 }}
            >
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={{ base: 28, sm: 34 }} lh={1.2}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="lg" component="div">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Box>{children}</Box>
    </Container>
  );
}
