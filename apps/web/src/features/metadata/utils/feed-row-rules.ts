import { feedStatuses, feedTypes } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFeedListRow } from '@feedmarket/contract/catalog/metadata.schemas';

const { active, notActive, submitted, returned } = feedStatuses;

type Row = Pick<TFeedListRow, 'status' | 'typeId'>;

/** A status change the provider may ask for, with the words of its button. */
export type StatusOffer = { to: number; label: 'Deactivate' | 'Submit for validation' | 'Resubmit' };

/** Spec §4 and decisions: 1 → 2, 2 → 4 and 5 → 4; nothing for a feed waiting for review. */
export function statusOffer(status: number): StatusOffer | null {
  if (status === active) return { to: notActive, label: 'Deactivate' };
  if (status === notActive) return { to: submitted, label: 'Submit for validation' };
  if (status === returned) return { to: submitted, label: 'Resubmit' };
  return null;
}

/** Only drafts (2) and returned feeds (5) can be edited. */
export function canEdit({ status }: Row): boolean {
  return status === notActive || status === returned;
}

/** Deleting follows editing: an active feed is deactivated first, one waiting for review is left alone. */
export function canDelete(row: Row): boolean {
  return canEdit(row);
}

/** The server copies feeds, not groups. */
export function canClone({ typeId }: Row): boolean {
  return typeId !== feedTypes.group;
}

export function isGroup({ typeId }: Pick<TFeedListRow, 'typeId'>): boolean {
  return typeId === feedTypes.group;
}

/** The supervisor decides only on feeds waiting for review. */
export function canDecide({ status }: Row): boolean {
  return status === submitted;
}
