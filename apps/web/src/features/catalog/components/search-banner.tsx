import { Box, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useCatalogSummary } from '../api/get-catalog-summary';
import { formatCount } from '../../../lib/format';

function Figure({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Stack gap={0} align="center" miw={{ base: 64, sm: 96 }}>
      {/* The placeholder sits in the figure's own line, so the figure takes its place without a shift. */}
      <Text component="div" fz={{ base: 18, sm: 22 }} fw={800} lh={1.2}>
        {value === undefined ? (
          <Skeleton h="1em" w={64} display="inline-block" style={{ verticalAlign: 'middle' }} />
        ) : (
          formatCount(value)
        )}
      </Text>
      <Text
        fz={{ base: 10, sm: 'xs' }}
        c="dimmed"
        tt="uppercase"
        fw={600}
        style={{ letterSpacing: 0.6, whiteSpace: 'nowrap' }}
      >
        {label}
      </Text>
    </Stack>
  );
}

/** The search page's banner: the title, the search box, and what the marketplace holds. */
export function SearchBanner({ searchBox }: { searchBox: ReactNode }) {
  const summary = useCatalogSummary();
  const data = summary.data;

  return (
    <Box
      py={{ base: 24, sm: 32 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="md" px="md">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.1}>
            Search feeds
          </Title>
          <Text c="dimmed" maw={620} mb={4}>
            Find datasets described by rich metadata, from live sensor streams to curated files, and request access
            under the provider&apos;s terms.
          </Text>
          {searchBox}
          {!summary.isError && (
            <SimpleGrid
              cols={4}
              spacing={{ base: 'xs', sm: 'xl' }}
              mt={4}
              role="list"
              aria-label="The marketplace in figures"
            >
              {(
                [
                  [data?.feeds, 'Feeds'],
                  [data?.providers, 'Providers'],
                  [data?.continuous, 'Live feeds'],
                  [data?.countries, 'Countries'],
                ] as const
              ).map(([value, label]) => (
                <Box key={label} role="listitem">
                  <Figure value={value} label={label} />
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
