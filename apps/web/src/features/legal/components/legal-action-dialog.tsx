import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';

import { legalNoteMaxLength } from '@feedmarket/contract/legal/legal.schemas';

import { NoteField, noteRule, type NoteValues } from '../../../components/note-field';
import type { LegalAction } from '../hooks/use-legal-review-actions';

type ActionText = {
  title: string;
  explain: (name: string) => string;
  label: string;
  description?: string;
  confirm: string;
  color: string;
  noteRequired: boolean;
};

const texts: Record<LegalAction, ActionText> = {
  note: {
    title: 'Add note',
    explain: (name) =>
      `Your note stays with the legal review of ${name}, for your organisation's reviewers and the supervisor.`,
    label: 'Note',
    confirm: 'Add note',
    color: 'blue',
    noteRequired: true,
  },
  resolve: {
    title: 'Resolve legal review',
    explain: (name) =>
      `${name} passes legal review. It then waits for the marketplace supervisor, who publishes it or returns it.`,
    label: 'Note',
    description: 'Optional: what you checked',
    confirm: 'Resolve',
    color: 'teal',
    noteRequired: false,
  },
  clear: {
    title: 'Clear legal review',
    explain: (name) =>
      `${name} leaves the queue without passing legal review and goes back to its provider, who sees your note on the feed's Legal step.`,
    label: 'Note for the provider',
    description: 'What the provider should change',
    confirm: 'Clear and return',
    color: 'orange',
    noteRequired: true,
  },
};

type LegalActionDialogProps = {
  /** The action whose dialog is open; none closes it. */
  action: LegalAction | null;
  itemName: string;
  isPending: boolean;
  onSubmit: (note: string) => void;
  onClose: () => void;
  /** The dialog's place in the modal stack it opens in. */
  stackId: string;
};

/**
 * The add-note dialog, and the dialogs that resolve or clear a review: each asks first, saying what
 * follows, and takes the note (optional to resolve, required to clear).
 */
export function LegalActionDialog({ action, itemName, isPending, onSubmit, onClose, stackId }: LegalActionDialogProps) {
  const text = texts[action ?? 'note'];
  const form = useForm<NoteValues>({
    mode: 'controlled',
    initialValues: { note: '' },
    validate: { note: (value) => noteRule(text.noteRequired)(value) },
  });
  const { reset } = form;
  // Each opening starts with an empty note.
  useEffect(() => {
    if (action) reset();
  }, [action, reset]);

  return (
    <Modal
      stackId={stackId}
      opened={action !== null}
      onClose={onClose}
      title={text.title}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.note.trim()))}>
        <Stack gap="md">
          <Text size="sm">{text.explain(itemName)}</Text>
          <NoteField form={form} label={text.label} description={text.description} maxLength={legalNoteMaxLength} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={text.color} loading={isPending}>
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
