import {
  Anchor,
  Badge,
  Code,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconApi, IconBook, IconKey, IconPlugConnected } from '@tabler/icons-react';

import { API_BASE } from '@feedmarket/contract/common/route';

import { PageShell } from '../../components/page-shell';

const examples = [
  { method: 'POST', path: '/auth/login', what: 'Sign in; the answer carries the bearer token and its lifetime' },
  { method: 'POST', path: '/search/metadata/v2', what: 'Search feeds with text, filters, an area and paging' },
  { method: 'GET', path: '/metadata/{id}', what: 'One feed with its full metadata' },
  { method: 'GET', path: '/dataset/{datasetId}/content', what: 'The files of a dataset you may access' },
  { method: 'GET', path: '/domain/country', what: 'Lookup lists such as countries, units and formats' },
] as const;

const sessionExample = `curl -X POST ${API_BASE}/auth/login \\
  -H 'Content-Type: application/json' \\
  -d '{"username":"you@example.com","password":"…"}'

curl ${API_BASE}/user/{userId}/tabs \\
  -H 'Authorization: Bearer <token>'`;

/** /developers: how to use the API behind the marketplace. */
export function DevelopersRoute() {
  return (
    <PageShell
      title="Developers"
      eyebrow="API"
      description="Everything you can do in the marketplace, you can do from code: the web app runs on the same REST API."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mb={48}>
        <Paper withBorder p="lg">
          <ThemeIcon variant="light" size={40} radius="md" mb="sm">
            <IconApi size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg" mb={6}>
            One base path
          </Title>
          <Text size="sm" c="dimmed">
            Every call lives under <Code>{API_BASE}</Code> and speaks JSON. <Code>/api/v1</Code> answers the same routes
            for older clients.
          </Text>
        </Paper>
        <Paper withBorder p="lg">
          <ThemeIcon variant="light" size={40} radius="md" mb="sm">
            <IconKey size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg" mb={6}>
            Bearer tokens
          </Title>
          <Text size="sm" c="dimmed">
            Sign in with <Code>POST {API_BASE}/auth/login</Code> and send the token as{' '}
            <Code>Authorization: Bearer &lt;token&gt;</Code> on member calls. A refused token answers 401.
          </Text>
        </Paper>
        <Paper withBorder p="lg">
          <ThemeIcon variant="light" size={40} radius="md" mb="sm">
            <IconPlugConnected size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg" mb={6}>
            Live data
          </Title>
          <Text size="sm" c="dimmed">
            Providers push records to continuous feeds with connector tokens, and consumers receive them through
            outbound connectors or API clients.
          </Text>
        </Paper>
      </SimpleGrid>

      <Stack gap="xl" maw={880}>
        <section>
          <Title order={2} fz={24} mb="sm">
            Reference documentation
          </Title>
          <Text mb="md">
            The OpenAPI document describes every route, its parameters, request body and answers. It is generated from
            the same schemas the server validates with, so it is always current.
          </Text>
          <Group>
            <Anchor href="/api/docs" target="_blank" rel="noopener" fw={600}>
              <Group gap={6} component="span">
                <IconBook size={18} />
                Open the API reference (/api/docs)
              </Group>
            </Anchor>
          </Group>
        </section>

        <section>
          <Title order={2} fz={24} mb="sm">
            A first session
          </Title>
          <Code block>{sessionExample}</Code>
        </section>

        <section>
          <Title order={2} fz={24} mb="sm">
            Frequently used calls
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Path</Table.Th>
                  <Table.Th>What it does</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {examples.map((row) => (
                  <Table.Tr key={`${row.method} ${row.path}`}>
                    <Table.Td>
                      <Badge variant="light" color={row.method === 'GET' ? 'teal' : 'blue'}>
                        {row.method}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{row.path}</Code>
                    </Table.Td>
                    <Table.Td>{row.what}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section>
          <Title order={2} fz={24} mb="sm">
            Conventions
          </Title>
          <List spacing="xs">
            <List.Item>
              Errors are JSON <Code>{'{ "message", "code", "fields" }'}</Code> with a meaningful status: 400, 401, 403,
              404, 409, 413, 415 or 429.
            </List.Item>
            <List.Item>
              Lists page with <Code>pageNum</Code> (from 1), <Code>pageSize</Code>, <Code>order</Code> and{' '}
              <Code>orderBy</Code>; the total is in the <Code>x-total-count</Code> header.
            </List.Item>
            <List.Item>
              Dates travel as <Code>YYYY-MM-DDTHH:mm:ssZ</Code> in UTC.
            </List.Item>
            <List.Item>Lookup lists may be cached for 120 seconds.</List.Item>
          </List>
        </section>
      </Stack>
    </PageShell>
  );
}
