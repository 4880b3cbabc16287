import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMessagePlus, IconRefresh, IconSearchOff } from '@tabler/icons-react';

import { openDialog } from '../../../lib/dialogs';
import type { SearchView } from '../utils/search-state';

/** Placeholders in the shape of the results while the first page loads. */
export function ResultsSkeleton({ view }: { view: SearchView }) {
  if (view === 'tile') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Paper key={index} withBorder p="md" radius="md">
            <Skeleton h={18} w={80} mb="sm" />
            <Skeleton h={20} w="85%" mb={8} />
            <Skeleton h={12} w="50%" mb="md" />
            <Skeleton h={12} mb={6} />
            <Skeleton h={12} mb={6} />
            <Skeleton h={12} w="70%" mb="md" />
            <Group justify="flex-end">
              <Skeleton h={28} w={140} />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Table verticalSpacing="sm" withTableBorder aria-hidden>
      <Table.Tbody>
        {Array.from({ length: 8 }, (_, index) => (
          <Table.Tr key={index}>
            <Table.Td w={44}>
              <Skeleton h={18} w={18} />
            </Table.Td>
            <Table.Td>
              <Skeleton h={16} w={`${70 - (index % 3) * 12}%`} mb={6} />
              <Skeleton h={10} w="30%" />
            </Table.Td>
            <Table.Td w={160}>
              <Skeleton h={12} />
            </Table.Td>
            <Table.Td w={160}>
              <Skeleton h={12} />
            </Table.Td>
            <Table.Td w={140}>
              <Skeleton h={12} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
