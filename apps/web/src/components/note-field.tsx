import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { messages } from '@feedmarket/contract/messages';
import { isValidNote } from '@feedmarket/contract/validators/feed-rules';

export type NoteValues = { note: string };

/** Spec §5 note rules: well formed (and, where asked, given); an invalid note is not sent. */
export function noteRule(required: boolean) {
  return (value: string): string | null => {
    if (!value) return required ? messages.required : null;
    return isValidNote(value) ? null : messages.invalid;
  };
}

type NoteFieldProps = {
  form: UseFormReturnType<NoteValues>;
  label: string;
  description?: string;
  /** The longest note the server keeps for this kind of item. */
  maxLength: number;
};

/** A note of a dialog (legal reviews, price configurations); spaces around it are trimmed on blur (spec §5). */
export function NoteField({ form, label, description, maxLength }: NoteFieldProps) {
  const props = form.getInputProps('note');
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={3}
      maxRows={8}
      maxLength={maxLength}
      data-autofocus
      {...props}
      onBlur={(event) => {
        const { note } = form.getValues();
        if (note !== note.trim()) form.setFieldValue('note', note.trim());
        props.onBlur?.(event);
      }}
    />
  );
}
