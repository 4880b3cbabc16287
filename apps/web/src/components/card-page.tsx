import { Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../hooks/use-document-title';

type CardPageProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
};

/** A single focused task (reset password, closed registration) on a centred card. */
export function CardPage({ title, description, icon, children, footer, width = 460 }: CardPageProps) {
  useDocumentTitle(title);
  return (
    <Container size={width} py={{ base: 'xl', sm: 48 }} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            {icon && (
              <ThemeIcon size={44} radius="xl" variant="light">
                {icon}
              </ThemeIcon>
            )}
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" component="div">
                {description}
              </Text>
            )}
          </Stack>
          <Box>{children}</Box>
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="lg" c="dimmed" component="div">
          {footer}
        </Text>
      )}
    </Container>
  );
}
