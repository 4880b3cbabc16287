import { Group, Select, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { legalReviewStateNames } from '@feedmarket/contract/legal/legal.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { useLegalTab } from '../hooks/use-legal-tab';
import { legalItemPath } from '../utils/legal-paths';
import { LegalQueueTable } from './legal-queue-table';
import { LegalReviewDialog } from './legal-review-dialog';

const allValue = 'all';
const stateChoices = [
  ...Object.entries(legalReviewStateNames).map(([value, label]) => ({ value, label })),
  { value: allValue, label: 'All' },
];

type LegalTabProps = {
  orgId: number;
  /** The route's `modal` and `id`: `metadata/{feedId}` opens that feed's legal view over the queue. */
  modal?: string;
  id?: string;
  /** The feed as the metadata wizard's summary shows it, composed by the app. */
  renderFeedSummary?: (feedId: number) => ReactNode;
};

/** The dashboard's Legal tab: the organisation's legal queue and the legal view of each item. */
export function LegalTab({ orgId, modal, id, renderFeedSummary }: LegalTabProps) {
  const tab = useLegalTab(orgId, modal, id);
  return (
    <Stack gap="lg">
      <TabHeading title="Legal review">
        Feeds of your organisation that require legal review wait here once submitted. Resolve one to pass it on to the
        marketplace supervisor, or clear it to return it to its provider with a note.
      </TabHeading>

      <Group align="flex-end" gap="md">
        <Select
          label="State"
          description="Only reviews in this state"
          inputWrapperOrder={['label', 'description', 'input']}
          data={stateChoices}
          value={String(tab.state)}
          onChange={(value) => tab.setState(!value || value === allValue ? allValue : Number(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <ListFilterInput label="Filter reviews" matches="Name" list={tab.list} />
      </Group>

      <LegalQueueTable
        list={tab.list}
        query={tab.queue}
        hasStateFilter={tab.hasStateFilter}
        onClearFilters={tab.clearFilters}
        openHref={(row) => legalItemPath(row.itemType, row.itemId)}
        onOpen={tab.open}
      />

      <LegalReviewDialog feedId={tab.openFeedId} onClose={tab.close} renderFeedSummary={renderFeedSummary} />
    </Stack>
  );
}
