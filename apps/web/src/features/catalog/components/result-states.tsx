import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMessagePlus, IconRefresh, IconSearchOff } from '@tabler/icons-react';

import { openDialog } from '../../../lib/dialogs';
import type { SearchView } from '../utils/search-state';
import classes from './catalog.module.css';

/**
 * Placeholders in the shape of the results while the first page loads: a block per card or row, so
 * that taking them away for the results is one small change to the page, not hundreds.
 */
export function ResultsSkeleton({ view }: { view: SearchView }) {
  return (
    <div className={view === 'tile' ? classes.tiles : classes.skeletonRows} aria-hidden>
      {Array.from({ length: view === 'tile' ? 6 : 8 }, (_, index) => (
        <Skeleton key={index} h={view === 'tile' ? 236 : 52} radius="md" />
      ))}
    </div>
  );
}

/** No feed matches: say so and offer the way out. */
export function ResultsEmpty({ hasCriteria, onClear }: { hasCriteria: boolean; onClear: () => void }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSearchOff size={28} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          No feeds match your search
        </Title>
        <Text c="dimmed">
          {hasCriteria
            ? 'Try fewer or broader filters, other words, or a larger area.'
            : 'There are no feeds in the marketplace yet. Come back soon.'}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          {hasCriteria && (
            <Button variant="light" onClick={onClear}>
              Clear search and filters
            </Button>
          )}
          <Button
            variant={hasCriteria ? 'default' : 'light'}
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => openDialog('dataRequest')}
          >
            Request data
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Cannot find what you need? Tell us, and we will ask our providers for it.
        </Text>
      </Stack>
    </Paper>
  );
}

export function ResultsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title="The search cannot be run right now"
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
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
