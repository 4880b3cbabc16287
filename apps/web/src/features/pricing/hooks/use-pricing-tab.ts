import { useState } from 'react';

import type { priceSorts } from '@feedmarket/contract/pricing/pricing.constants';

import { usePagedList } from '../../../hooks/use-paged-list';
import { usePrices } from '../api/get-prices';

export type PriceSortKey = (typeof priceSorts)[number];

/** The pricing modal: closed, creating a configuration, or changing the one with this id. */
export type PricingModalState = { priceId: number | null } | null;

/** The Pricing tab's state: a page of configurations (newest first, spec §9), filtered by name, and the open modal. */
export function usePricingTab(orgId: number) {
  const list = usePagedList<PriceSortKey>(
    { orderBy: 'dateCreated', order: 'desc' },
    { descendingFirst: ['dateCreated', 'price'] },
  );
  const prices = usePrices(orgId, list.query.filter ? { ...list.query, filterBy: 'name' } : list.query);
  list.keepPageInRange(prices.data?.total);
  const [modal, setModal] = useState<PricingModalState>(null);

  return {
    list,
    prices,
    modal,
    openCreate: () => setModal({ priceId: null }),
    openEdit: (priceId: number) => setModal({ priceId }),
    closeModal: () => setModal(null),
  };
}
