import { formatMoney } from '@feedmarket/contract/common/money';
import { priceModes, priceOptions } from '@feedmarket/contract/pricing/pricing.constants';
import type { TPriceRow } from '@feedmarket/contract/pricing/pricing.schemas';
import { formatCount } from '../../../lib/format';

type PriceTerms = Pick<TPriceRow, 'mode' | 'option' | 'price' | 'currency' | 'volumeAmount' | 'duration'>;

/** What one payment buys under the mode: "per feed", "per 100 downloads", "per 3 months". */
export function purchaseText({ mode, volumeAmount, duration }: Pick<PriceTerms, 'mode' | 'volumeAmount' | 'duration'>) {
  if (mode === priceModes.volume) {
    const downloads = volumeAmount ?? 1;
    return `per ${formatCount(downloads)} ${downloads === 1 ? 'download' : 'downloads'}`;
  }
  if (mode === priceModes.duration) return duration === 1 ? 'per month' : `per ${duration} months`;
  return 'per feed';
}

/** A configuration's price as the Pricing tab shows it: "USD 15.00 per 100 downloads", or "Free". */
export function priceText(price: PriceTerms): string {
  if (price.option === priceOptions.free) return 'Free';
  return `${formatMoney(price.price, price.currency)} ${purchaseText(price)}`;
}
