import { legalItemTypes } from '@feedmarket/contract/legal/legal.schemas';

import { paths } from '../../../config/paths';

/**
 * Addresses inside the Legal tab: `/dashboard/legal/metadata/{feedId}` opens the legal view of a
 * feed's latest review over the queue. A legal review request notification (type 5, item type 3,
 * item id the feed) leads there.
 */
export const legalPaths = {
  queue: paths.dashboard.getHref('legal'),
  feed: paths.dashboard.getLegalFeedHref,
} as const;

/** The address of an item's legal view, or null for item types the tab cannot open yet (policies). */
export function legalItemPath(itemType: number, itemId: number): string | null {
  return itemType === legalItemTypes.metadata ? legalPaths.feed(itemId) : null;
}

/** The feed whose legal view the route's `modal` and `id` ask for, or null for the queue alone. */
export function readLegalRequest(modal: string | undefined, id: string | undefined): number | null {
  if (modal !== 'metadata' || id === undefined || !/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && value <= 2_147_483_647 ? value : null;
}
