import { feedStatuses, feedStatusNames } from '@feedmarket/contract/catalog/catalog.schemas';

const { active, notActive, submitted, returned } = feedStatuses;

/**
 * Status changes a provider asks for with `PUT …/status/{status}`: deactivate, or submit a draft or
 * a returned feed for system validation. Approving and returning belong to the supervisor's review.
 */
const requestable: Record<number, number[]> = {
  [active]: [notActive],
  [notActive]: [submitted],
  [returned]: [submitted],
};

const statusName = (status: number) => feedStatusNames[status] ?? `status ${status}`;

/** Why a requested status change is refused, or null when it is allowed. */
export function refusedTransition(from: number, to: number): string | null {
  if (requestable[from]?.includes(to)) return null;
  if (from === to) return `The feed is already ${statusName(to).toLowerCase()}.`;
  if (from === submitted) return 'The feed is waiting for review by the supervisor.';
  return `A feed cannot go from ${statusName(from).toLowerCase()} to ${statusName(to).toLowerCase()}.`;
}

/** Why a feed in `status` cannot be edited or deleted, or null when it can. */
export function refusedEdit(status: number, action: 'edit' | 'delete'): string | null {
  if (status === active) return `Deactivate the feed before you ${action} it.`;
  if (status === submitted)
    return `The feed is waiting for review by the supervisor; it cannot be ${action === 'edit' ? 'edited' : 'deleted'} now.`;
  return null;
}

/** Where a submitted feed goes: back for review when its steps have issues, waits for legal review, or goes live. */
export function statusAfterValidation(hasIssues: boolean, requiresLegalReview: boolean): number {
  if (hasIssues) return returned;
  return requiresLegalReview ? submitted : active;
}
