import { Paper, Stack, Text } from '@mantine/core';

import type { TLegalNote } from '@feedmarket/contract/legal/legal.schemas';

import { DateText } from '../../../components/date-text';

/** A review's notes, oldest first. */
export function LegalNotes({ notes }: { notes: TLegalNote[] }) {
  if (!notes.length) {
    return (
      <Text size="sm" c="dimmed">
        No notes yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" aria-label="Notes" m={0} p={0} style={{ listStyle: 'none' }}>
      {notes.map((note) => (
        <Paper key={note.id} component="li" withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {note.userName ?? 'A former user'} · <DateText value={note.createDate} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
