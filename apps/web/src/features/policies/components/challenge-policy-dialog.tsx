import { messages } from '@feedmarket/contract/messages';
import { policyLimits } from '@feedmarket/contract/policies/policies.constants';

import { showNotice } from '../../../lib/notify';
import { useChallengePolicy } from '../api/challenge-policy';
import { showFailure } from '../utils/failure-notice';
import { NoteFormDialog } from './note-form-dialog';

export type ChallengePolicyDialogProps = {
  /** The policy that refused or revoked the organisation's access. */
  policyId: number;
  policyName: string;
  onClose: () => void;
};

/**
 * A consumer challenges a policy that refused or revoked its access: the reason (spec §5 note rules)
 * goes to the provider's administrators and legal reviewers. Success says 'Challenge was raised
 * successfully'; a refusal says "Can't challenge policy" with the server's reason.
 */
export function ChallengePolicyDialog({ policyId, policyName, onClose }: ChallengePolicyDialogProps) {
  const challenge = useChallengePolicy();
  const submit = (reason: string) =>
    challenge.mutate(
      { id: policyId, reason },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: messages.challengeRaised });
          onClose();
        },
        onError: (error) => showFailure(error, messages.policyChallengeFailed),
      },
    );
  return (
    <NoteFormDialog
      title="Challenge policy"
      intro={
        <>
          Tell the provider why <strong>{policyName}</strong> should not have refused your organisation. Its
          administrators and legal reviewers read your reason.
        </>
      }
      label="Reason"
      isRequired
      maxLength={policyLimits.noteMax}
      confirmLabel="Challenge policy"
      isPending={challenge.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
