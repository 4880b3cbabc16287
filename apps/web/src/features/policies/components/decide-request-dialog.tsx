import { messages } from '@feedmarket/contract/messages';
import { workspaceNoteMaxLength, type TReceivedAccess } from '@feedmarket/contract/workspace/workspace.schemas';

import { ApiError } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useDecideAccessRequest, type AccessDecision } from '../api/decide-access-request';
import { showFailure } from '../utils/failure-notice';
import { NoteFormDialog } from './note-form-dialog';

type DecisionText = {
  title: string;
  confirm: string;
  color: string;
  explain: (request: TReceivedAccess) => string;
  done: (request: TReceivedAccess) => string;
};

const texts: Record<AccessDecision, DecisionText> = {
  approve: {
    title: 'Approve access request',
    confirm: 'Approve',
    color: 'teal',
    explain: ({ organization, feedName }) =>
      `${organization} gets access to ${feedName} at once, and is charged now if the feed has a price.`,
    done: ({ organization, feedName }) => `${organization} has access to ${feedName} now.`,
  },
  refuse: {
    title: 'Refuse access request',
    confirm: 'Refuse',
    color: 'red',
    explain: ({ organization, feedName }) =>
      `${organization} is refused access to ${feedName}, and reads your note. They may ask again later.`,
    done: ({ organization, feedName }) => `The request of ${organization} for ${feedName} was refused.`,
  },
};

type DecideRequestDialogProps = {
  request: TReceivedAccess;
  decision: AccessDecision;
  onClose: () => void;
};

/** Asks before approving or refusing a pending request, with an optional note the consumer reads. */
export function DecideRequestDialog({ request, decision, onClose }: DecideRequestDialogProps) {
  const text = texts[decision];
  const decide = useDecideAccessRequest();
  const submit = (note: string) =>
    decide.mutate(
      { id: request.id, decision, note },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: text.done(request) });
          onClose();
        },
        onError: (error) => {
          showFailure(error, messages.genericError);
          // Decided meanwhile by someone else: nothing is left to decide here.
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  return (
    <NoteFormDialog
      title={text.title}
      intro={text.explain(request)}
      label="Note for the consumer"
      description="Optional: they read it with your decision"
      isRequired={false}
      maxLength={workspaceNoteMaxLength}
      confirmLabel={text.confirm}
      confirmColor={text.color}
      isPending={decide.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
