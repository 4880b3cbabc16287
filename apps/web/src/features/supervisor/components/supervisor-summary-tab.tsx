import { Stack } from '@mantine/core';

import { ActivityPanel } from '../../../components/activity-panel';
import { TabHeading } from '../../../components/tab-heading';
import { useSupervisorSummary } from '../hooks/use-supervisor-summary';
import { TagCountGroups } from './tag-count-groups';

/** The supervisor's Summary tab: the marketplace's transactions chart and its counts by tag. */
export function SupervisorSummaryTab() {
  const { interval, setInterval, activity, summary, codes } = useSupervisorSummary();
  return (
    <Stack gap="lg">
      <TabHeading title="Marketplace summary">
        What happens across every member organisation, and the marketplace&apos;s feeds, members and users counted.
      </TabHeading>
      <ActivityPanel
        title="Transactions"
        subject="Every member's feeds published, access requests, workspace items and connectors"
        interval={interval}
        onIntervalChange={setInterval}
        query={activity}
        codes={codes}
      />
      <TagCountGroups query={summary} />
    </Stack>
  );
}
