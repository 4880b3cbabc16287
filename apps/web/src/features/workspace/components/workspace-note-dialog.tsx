import { Modal, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';

import { formatMessage, messages } from '@feedmarket/contract/messages';
import {
  workspaceNoteMaxLength,
  ZWorkspaceNoteBody,
  type TWorkspaceItem,
} from '@feedmarket/contract/workspace/workspace.schemas';

import { NoteDialogForm } from '../../../components/note-dialog-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fromSchema } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useSaveWorkspaceNote } from '../api/update-workspace-note';

type WorkspaceNoteDialogProps = {
  orgId: number;
  /** The item whose note is written; none closes the dialog. */
  item: TWorkspaceItem | null;
  onClose: () => void;
};

/** Writes or changes an item's note; a note that breaks the note rules (spec §5) is not sent. */
export function WorkspaceNoteDialog({ orgId, item, onClose }: WorkspaceNoteDialogProps) {
  const save = useSaveWorkspaceNote();
  const current = item?.note?.note ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { note: current },
    validateInputOnBlur: true,
    validate: { note: fromSchema(ZWorkspaceNoteBody.shape.note) },
  });

  const { setValues, resetDirty, clearErrors } = form;
  const itemId = item?.id;
  useEffect(() => {
    if (itemId === undefined) return;
    setValues({ note: current });
    resetDirty();
    clearErrors();
  }, [itemId, current, setValues, resetDirty, clearErrors]);

  const submit = ({ note }: { note: string }) => {
    if (!item) return;
    save.mutate(
      { orgId, workspaceId: item.id, note, hasNote: item.hasNote },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: formatMessage('workspaceNoteSaved', { name: item.name }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
        },
      },
    );
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.hasNote ? 'Edit note' : 'Add note'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <NoteDialogForm
        form={form}
        maxLength={workspaceNoteMaxLength}
        isSaving={save.isPending}
        onSubmit={submit}
        onCancel={onClose}
        description="Everyone in your organisation reads it. It needs a letter or digit, and may not start with a space, end with a space or hold two spaces in a row."
      >
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item?.name}
        </Text>
      </NoteDialogForm>
    </Modal>
  );
}
