import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';

import { NoteField, noteRule, type NoteValues } from '../../../components/note-field';

type NoteFormDialogProps = {
  title: string;
  /** What happens with the note, above it. */
  intro: ReactNode;
  label: string;
  description?: string;
  /** An empty note is allowed unless required. */
  isRequired: boolean;
  initialNote?: string;
  maxLength: number;
  confirmLabel: string;
  confirmColor?: string;
  isPending: boolean;
  /** The note, trimmed, once it follows the note rules (spec §5). */
  onSubmit: (note: string) => void;
  onClose: () => void;
};

/** A dialog that takes a note and asks before it goes: a policy's note, a challenge's reason, a decision's note. */
export function NoteFormDialog({
  title,
  intro,
  label,
  description,
  isRequired,
  initialNote = '',
  maxLength,
  confirmLabel,
  confirmColor,
  isPending,
  onSubmit,
  onClose,
}: NoteFormDialogProps) {
  const form = useForm<NoteValues>({
    mode: 'controlled',
    initialValues: { note: initialNote },
    validate: { note: noteRule(isRequired) },
  });
  return (
    <Modal opened onClose={onClose} title={title} size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.note.trim()))}>
        <Stack gap="md">
          <Text size="sm" component="div">
            {intro}
          </Text>
          <NoteField form={form} label={label} description={description} maxLength={maxLength} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
