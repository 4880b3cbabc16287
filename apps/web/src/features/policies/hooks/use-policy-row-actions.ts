import { messages } from '@feedmarket/contract/messages';
import {
  activeStatuses,
  policyPriorities,
  policyPriorityNames,
} from '@feedmarket/contract/policies/policies.constants';
import type { TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';

import { useBusyRows } from '../../../hooks/use-busy-rows';
import { showNotice } from '../../../lib/notify';
import { useClonePolicy } from '../api/clone-policy';
import { useDeletePolicy } from '../api/delete-policy';
import { useSetPolicyPriority } from '../api/set-policy-priority';
import { useSetPolicyReview } from '../api/set-policy-review';
import { useSetPolicyStatus } from '../api/set-policy-status';
import { confirmDeletePolicy, confirmStatusChange } from '../components/policy-dialogs';
import { showFailure } from '../utils/failure-notice';

/**
 * The Policies tab's row actions: status (asks first: it decides access again), priority, the legal
 * review flag, clone and delete (asks first). Each confirms itself in a notice, each row shows busy
 * until its own answer, and a refused activation says "Can't activate policy" with the server's reason.
 */
export function usePolicyRowActions() {
  const setStatus = useSetPolicyStatus();
  const setPriority = useSetPolicyPriority();
  const setReview = useSetPolicyReview();
  const clone = useClonePolicy();
  const remove = useDeletePolicy();
  const rows = useBusyRows();

  const changeStatus = (row: TPolicyRow, activate: boolean) =>
    confirmStatusChange(
      row.name,
      activate,
      () =>
        void rows.track(row.id, async () => {
          try {
            const status = activate ? activeStatuses.active : activeStatuses.notActive;
            await setStatus.mutateAsync({ id: row.id, status });
            showNotice({
              tone: 'success',
              message: activate ? `The policy ${row.name} is active.` : `The policy ${row.name} is not active.`,
            });
          } catch (error) {
            // Spec §8: "Can't activate policy" with the server's reason (a legal review pending).
            showFailure(error, activate ? messages.policyActivateFailed : messages.genericError);
          }
        }),
    );

  const togglePriority = (row: TPolicyRow) =>
    void rows.track(row.id, async () => {
      const priority = row.priority === policyPriorities.high ? policyPriorities.low : policyPriorities.high;
      try {
        await setPriority.mutateAsync({ id: row.id, priority });
        showNotice({
          tone: 'success',
          message: `The policy ${row.name} has ${policyPriorityNames[priority]?.toLowerCase()} priority now.`,
        });
      } catch (error) {
        showFailure(error, messages.genericError);
      }
    });

  const toggleReview = (row: TPolicyRow, flag: boolean) =>
    void rows.track(row.id, async () => {
      try {
        await setReview.mutateAsync({ id: row.id, flag });
        showNotice({
          tone: 'success',
          message: flag
            ? `Your legal reviewers were asked to review ${row.name}.`
            : `${row.name} no longer asks for legal review.`,
        });
      } catch (error) {
        showFailure(error, messages.genericError);
      }
    });

  const clonePolicy = (row: TPolicyRow) =>
    void rows.track(row.id, async () => {
      try {
        const copy = await clone.mutateAsync(row.id);
        showNotice({ tone: 'success', message: `A copy was saved, not active: ${copy.name}` });
      } catch (error) {
        showFailure(error, messages.genericError);
      }
    });

  const deletePolicy = (row: TPolicyRow) =>
    confirmDeletePolicy(
      row.name,
      () =>
        void rows.track(row.id, async () => {
          try {
            const answer = await remove.mutateAsync(row.id);
            showNotice({ tone: 'success', message: answer.message });
          } catch (error) {
            showFailure(error, messages.genericError);
          }
        }),
    );

  return {
    changeStatus,
    togglePriority,
    toggleReview,
    clone: clonePolicy,
    remove: deletePolicy,
    isBusy: rows.isBusy,
  };
}

export type PolicyRowActions = ReturnType<typeof usePolicyRowActions>;
