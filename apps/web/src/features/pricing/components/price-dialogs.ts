import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';

import { confirmAction } from '../../../components/confirm-dialog';

/** "its feed", "its 3 feeds". */
const itsFeeds = (count: number) => (count === 1 ? 'its feed' : `its ${count} feeds`);

/** Asks before deactivating: the configuration stops pricing its feeds for new requests. */
export function confirmDeactivate(price: TPriceRow, onConfirm: () => void): void {
  confirmAction({
    title: 'Deactivate price configuration',
    subject: price.name,
    consequence: `It stops pricing ${itsFeeds(price.feedCount)}: new requests are free unless another active configuration prices them. Access already granted keeps its terms.`,
    confirmLabel: 'Deactivate',
    color: 'orange',
    onConfirm,
  });
}

/** Spec §2: delete always asks for confirmation first. */
export function confirmDelete(price: TPriceRow, onConfirm: () => void): void {
  confirmAction({
    title: 'Delete price configuration',
    subject: price.name,
    consequence: `It stops pricing ${itsFeeds(price.feedCount)}: new requests are free unless another active configuration prices them. Charges already made keep their amounts. This cannot be undone.`,
    confirmLabel: 'Delete',
    color: 'red',
    onConfirm,
  });
}
