import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

import { priceNoteMaxLength } from '@feedmarket/contract/pricing/pricing.constants';
import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { NoteField, noteRule, type NoteValues } from '../../../components/note-field';

type PriceNoteDialogProps = {
  price: TPriceRow;
  isSaving: boolean;
  onSave: (note: string) => void;
  /** Clears the note; offered when there is one. */
  onRemove: () => void;
  onClose: () => void;
};

/** The note of a price configuration: for the organisation's own people, kept under the note rules (spec §5). */
export function PriceNoteDialog({ price, isSaving, onSave, onRemove, onClose }: PriceNoteDialogProps) {
  const form = useForm<NoteValues>({
    mode: 'controlled',
    initialValues: { note: price.note ?? '' },
    validate: { note: noteRule(true) },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={price.note ? 'Edit note' : 'Add note'}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave(values.note.trim()))}>
        <Stack gap="md">
          <Text size="sm">
            The note stays with <strong>{price.name}</strong> for your organisation; consumers do not see it.
          </Text>
          <NoteField
            form={form}
            label="Note"
            description="Starts with no space, has no double spaces and holds a letter or digit"
            maxLength={priceNoteMaxLength}
          />
          <Group justify="space-between" gap="sm">
            {price.note ? (
              <Button variant="subtle" color="red" onClick={onRemove} disabled={isSaving}>
                Remove note
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSaving}>
                Save note
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
