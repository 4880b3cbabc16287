import { useState } from 'react';

import {
  defaultSummaryInterval,
  summaryCategories,
  summaryCodes,
  type SummaryInterval,
} from '@feedmarket/contract/dashboard/dashboard.constants';

import { useMarketplaceActivity } from '../api/get-marketplace-activity';
import { useMarketplaceSummary } from '../api/get-marketplace-summary';

const codes = summaryCodes.map((code) => ({ code, name: summaryCategories[code].name }));

/** The supervisor's Summary: the transactions chart's interval (Day first) and the marketplace's counts. */
export function useSupervisorSummary() {
  const [interval, setInterval] = useState<SummaryInterval>(defaultSummaryInterval);
  const activity = useMarketplaceActivity(interval);
  const summary = useMarketplaceSummary();
  return { interval, setInterval, activity, summary, codes };
}
