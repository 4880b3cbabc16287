import { useState } from 'react';

import {
  defaultSummaryInterval,
  summaryCodes,
  summaryCategories,
  type SummaryInterval,
} from '@feedmarket/contract/dashboard/dashboard.constants';

import { useOrganizationSummary } from '../api/get-organization-summary';
import { useSummaryCategories } from '../api/get-summary-categories';

/** The Summary tab's state: the chosen interval, the categories and the organisation's summary. */
export function useSummaryTab(orgId: number) {
  const [interval, setInterval] = useState<SummaryInterval>(defaultSummaryInterval);
  const categories = useSummaryCategories();
  const summary = useOrganizationSummary(orgId, interval);
  // The contract names the codes, so the chart and list can be drawn before the categories arrive.
  const codes = (categories.data ?? summaryCodes.map((code) => ({ code, ...summaryCategories[code] }))).map(
    ({ code, name }) => ({ code, name }),
  );
  const cards = categories.data?.map((category) => ({
    ...category,
    count: summary.data?.counts.find((count) => count.code === category.code)?.count,
  }));
  return { interval, setInterval, categories, summary, codes, cards };
}
