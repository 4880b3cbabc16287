import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title, type StackProps } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { errorMessage } from '../lib/api-client';

/**
 * Placeholders (skeletons) where something is loading: a status region named for what loads, so a screen
 * reader hears it and its name is one an element of that role may carry.
 */
export function ListLoading({ label, children, ...layout }: { label: string; children: ReactNode } & StackProps) {
  return (
    <Stack role="status" aria-busy="true" aria-label={label} {...layout}>
      {children}
    </Stack>
  );
}

type ListErrorProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** Said when the server gave no reason; an empty one says nothing under the title. */
  fallback?: string;
};

/** A list (or anything else) that could not load: the server's reason and a way to try again. */
export function ListError({ title, error, onRetry, fallback = 'Please try again in a moment.' }: ListErrorProps) {
  const reason = errorMessage(error, fallback);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {reason && <Text size="sm">{reason}</Text>}
        <Button
          variant="white"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

type ListEmptyProps = { icon: ReactNode; title: string; description: ReactNode; action?: ReactNode };

/** A list with nothing to show: what that means and, where there is one, the next step. */
export function ListEmpty({ icon, title, description, action }: ListEmptyProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center" maw={480} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" component="div">
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

type ListNoMatchProps = { title: string; description: string; clearLabel: string; onClear: () => void };

/** A filtered list with no rows: what to try, and a button that clears the filters. */
export function ListNoMatch({ title, description, clearLabel, onClear }: ListNoMatchProps) {
  return (
    <ListEmpty
      icon={<IconSearchOff size={28} />}
      title={title}
      description={description}
      action={
        <Button variant="light" mt="xs" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
