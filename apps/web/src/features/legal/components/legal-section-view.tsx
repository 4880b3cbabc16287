import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { TFeedLegalSection } from '@feedmarket/contract/legal/legal.schemas';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const none = (
  <Text span size="sm" c="dimmed">
    Not given
  </Text>
);

/** A feed's legal section as its reviewers read it: licence, terms, regulations and the custom lists it uses. */
export function LegalSectionView({ section }: { section: TFeedLegalSection }) {
  return (
    <Stack gap="md" component="section" aria-label="The feed's legal section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Licence">{section.licence?.name ?? none}</Field>
        <Field label="Regulations">
          {section.regulatory.length ? (
            <Group gap={6}>
              {section.regulatory.map((value) => (
                <Badge key={value.value} variant="light" color="indigo" radius="sm" tt="none">
                  {value.name}
                </Badge>
              ))}
            </Group>
          ) : (
            none
          )}
        </Field>
      </SimpleGrid>
      <Field label="Terms">
        {section.terms ? <Text style={{ whiteSpace: 'pre-wrap' }}>{section.terms}</Text> : none}
      </Field>
      <Stack gap="xs">
        <Title order={4} fz="sm">
          Custom lists
        </Title>
        {section.customLists.length === 0 && (
          <Text size="sm" c="dimmed">
            The feed uses no entries of custom lists.
          </Text>
        )}
        {section.customLists.map((list) => (
          <Stack key={list.id} gap={4}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {list.name}
              </Text>
              <Badge variant="outline" color={list.isGlobal ? 'gray' : 'blue'} size="sm" radius="sm" tt="none">
                {list.isGlobal ? 'Global list' : "Your organisation's list"}
              </Badge>
            </Group>
            <List size="sm" spacing={2}>
              {list.entries.map((entry) => (
                <List.Item key={entry.id}>
                  {entry.name}
                  {entry.description && (
                    <Text span size="sm" c="dimmed">
                      {` — ${entry.description}`}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
