import { Modal, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';

import { messages } from '@feedmarket/contract/messages';
import {
  notificationNoteMaxLength,
  ZNotificationNoteBody,
} from '@feedmarket/contract/notifications/notifications.schemas';

import { NoteDialogForm } from '../../../components/note-dialog-form';
import { errorMessage } from '../../../lib/api-client';
import { fromSchema } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useUpdateNotificationNote } from '../api/update-notification-note';

type NoteDialogProps = { notificationId: number; note: string | null; opened: boolean; onClose: () => void };

/** Writes the user's note on a notification; a note that breaks the note rules is not sent. */
export function NoteDialog({ notificationId, note, opened, onClose }: NoteDialogProps) {
  const mutation = useUpdateNotificationNote();
  const form = useForm({
    mode: 'controlled',
    initialValues: { note: note ?? '' },
    validateInputOnBlur: true,
    validate: { note: fromSchema(ZNotificationNoteBody.shape.note) },
  });

  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ note: note ?? '' });
    resetDirty();
  }, [opened, note, setValues, resetDirty]);

  const save = ({ note: text }: { note: string }) =>
    mutation.mutate(
      { id: notificationId, note: text },
      {
        onSuccess: () => {
          showNotice({ message: messages.notificationNoteSaved, tone: 'success' });
          onClose();
        },
        onError: (error) =>
          showNotice({ message: errorMessage(error, messages.notificationChangeFailed), tone: 'error' }),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={note ? 'Edit note' : 'Add note'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <NoteDialogForm
        form={form}
        maxLength={notificationNoteMaxLength}
        isSaving={mutation.isPending}
        onSubmit={save}
        onCancel={onClose}
      >
        <Text size="sm" c="dimmed">
          Only you see your notes. A note needs a letter or digit, and may not start with a space, end with a space or
          hold two spaces in a row.
        </Text>
      </NoteDialogForm>
    </Modal>
  );
}
