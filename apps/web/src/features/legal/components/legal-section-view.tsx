import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFeedLegalSection } from '@feedmarket/contract/legal/legal.schemas';

import { LabelledValue, notGiven } from '../../../components/labelled-value';

/** A feed's legal section as its reviewers read it: licence, terms, regulations and the custom lists it uses. */
export function LegalSectionView({ section }: { section: TFeedLegalSection }) {
  return (
    <Stack gap="md" component="section" aria-label="The feed's legal section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledValue label="Licence">{section.licence?.name ?? notGiven}</LabelledValue>
        <LabelledValue label="Regulations">
          {section.regulatory.length ? (
            <Group gap={6}>
              {section.regulatory.map((value) => (
                <Badge key={value.value} variant="light" color="indigo" radius="sm" tt="none">
                  {value.name}
                </Badge>
              ))}
            </Group>
          ) : (
            notGiven
          )}
        </LabelledValue>
      </SimpleGrid>
      <LabelledValue label="Terms">
        {section.terms ? <Text style={{ whiteSpace: 'pre-wrap' }}>{section.terms}</Text> : notGiven}
      </LabelledValue>
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
