import { priceModes } from '@feedmarket/contract/pricing/pricing.constants';
import type { TAccess, TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';
import { formatMessage } from '@feedmarket/contract/messages';

import { formatAmount, formatDate, type DateZone } from '../../../lib/format';
import type { Notice } from '../../../lib/notify';

type AccessPrice = NonNullable<TAccess['price']>;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What a price asks, in words: "$250.00 once", "$15.00 per 100 downloads", "$120.00 per 3 months". */
export function describePrice(price: AccessPrice): string {
  const amount = formatAmount(price.amount, price.currency);
  if (price.mode === priceModes.volume && price.volumeAmount !== null) {
    return `${amount} per ${plural(price.volumeAmount, 'download')}`;
  }
  if (price.mode === priceModes.duration && price.duration !== null) {
    return `${amount} per ${plural(price.duration, 'month')}`;
  }
  return `${amount} once`;
}

/**
 * What the access paid for is used so far: downloads of a volume price, the end of a duration price
 * (its day in `zone`).
 */
export function describeUsage(access: TAccess, zone: DateZone): string | null {
  if (access.downloadsAllowed !== null) {
    return `${access.downloadsUsed} of ${plural(access.downloadsAllowed, 'download')} used`;
  }
  if (access.expiresDate !== null) {
    const day = formatDate(access.expiresDate, 'day', zone);
    return access.state === 'expired' ? `Ended ${day}` : `Until ${day}`;
  }
  return null;
}

/** The notice that tells the user what locking a feed (or asking again) decided. */
export function lockOutcome(item: TWorkspaceItem): Notice {
  const name = item.name;
  const access = item.access;
  if (!access) return { tone: 'info', message: formatMessage('accessPending', { name }) };
  if (access.state === 'granted') {
    return access.price
      ? {
          tone: 'success',
          message: formatMessage('accessGrantedCharged', {
            name,
            price: formatAmount(access.price.amount, access.price.currency),
          }),
        }
      : { tone: 'success', message: formatMessage('accessGranted', { name }) };
  }
  if (access.state === 'pending') return { tone: 'info', message: formatMessage('accessPending', { name }) };
  return { tone: 'error', message: `${formatMessage('accessRefused', { name })}. ${access.reason}` };
}
