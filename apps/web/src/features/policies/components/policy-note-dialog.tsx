import { messages } from '@feedmarket/contract/messages';
import { policyLimits } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';

import { showNotice } from '../../../lib/notify';
import { useSetPolicyNote } from '../api/set-policy-note';
import { showFailure } from '../utils/failure-notice';
import { NoteFormDialog } from './note-form-dialog';

type PolicyNoteDialogProps = { policy: TPolicyRow; onClose: () => void };

/** A policy's note, for the organisation's own eyes: changed, or removed when left empty (spec §5 note rules). */
export function PolicyNoteDialog({ policy, onClose }: PolicyNoteDialogProps) {
  const setNote = useSetPolicyNote();
  const save = (note: string) =>
    setNote.mutate(
      { id: policy.id, note },
      {
        onSuccess: () => {
          showNotice({
            tone: 'success',
            message: note ? `The note of ${policy.name} was saved.` : `The note of ${policy.name} was removed.`,
          });
          onClose();
        },
        onError: (error) => showFailure(error, messages.policyNoteFailed),
      },
    );
  return (
    <NoteFormDialog
      title="Policy note"
      intro={
        <>
          A note on <strong>{policy.name}</strong> for your organisation: why it is there, when to look at it again.
        </>
      }
      label="Note"
      description="Leave it empty to remove the note."
      isRequired={false}
      initialNote={policy.note ?? ''}
      maxLength={policyLimits.noteMax}
      confirmLabel="Save note"
      isPending={setNote.isPending}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
