import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

type NoteValues = { note: string };

type NoteDialogFormProps = {
  /** The form holding the note; its rule keeps a note that breaks the note rules from being sent. */
  form: UseFormReturnType<NoteValues>;
  maxLength: number;
  isSaving: boolean;
  onSubmit: (values: NoteValues) => void;
  onCancel: () => void;
  /** Under the field: the note rules, or who reads the note. */
  description?: string;
  /** Above the field: what the note is about. */
  children?: ReactNode;
};

/** The body of a note dialog: the note, Cancel and Save note. */
export function NoteDialogForm({
  form,
  maxLength,
  isSaving,
  onSubmit,
  onCancel,
  description,
  children,
}: NoteDialogFormProps) {
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        {children}
        <Textarea
          label="Note"
          description={description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxLength}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
