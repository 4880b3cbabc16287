import { Stack } from '@mantine/core';

import { ActivityPanel } from '../../../components/activity-panel';
import { TabHeading } from '../../../components/tab-heading';
import { useSummaryTab } from '../hooks/use-summary-tab';
import { CategoryList } from './category-list';

/** The dashboard's Summary tab: the organisation's counts by category and its activity by day, week or month. */
export function SummaryTab({ orgId }: { orgId: number }) {
  const { interval, setInterval, categories, summary, codes, cards } = useSummaryTab(orgId);
  return (
    <Stack gap="lg">
      <TabHeading title="Summary">
        Your organisation at a glance: feeds published, access requests received and made, workspace items, feeds
        accessed and connectors, counted from what happened.
      </TabHeading>
      <CategoryList categories={categories} cards={cards} countsFailed={summary.isError && !summary.data} />
      <ActivityPanel
        title="Activity"
        subject="What changed in each count"
        interval={interval}
        onIntervalChange={setInterval}
        query={summary}
        codes={codes}
      />
    </Stack>
  );
}
