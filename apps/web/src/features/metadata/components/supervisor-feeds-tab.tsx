import { Button, Group, Select, Stack } from '@mantine/core';
import { IconCheck, IconMessageReply } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import type { TEditableFeed, TFeedListRow } from '@feedmarket/contract/catalog/metadata.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useDecideFeedReview } from '../api/decide-feed-review';
import { useMemberFeeds } from '../api/get-member-feeds';
import { useMemberList } from '../../../lib/lookups';
import { useSupervisorFeeds } from '../api/get-supervisor-feeds';
import { useBusyRows } from '../../../hooks/use-busy-rows';
import { useFeedList } from '../hooks/use-feed-list';
import { canDecide } from '../utils/feed-row-rules';
import { FeedListTable } from './feed-list-table';
import { FeedViewDialog } from './feed-view-dialog';
import { ReturnFeedDialog } from './return-feed-dialog';

const allValue = 'all';

const statusChoices = [
  { value: allValue, label: 'All' },
  { value: String(feedStatuses.submitted), label: 'Waiting for review' },
  { value: String(feedStatuses.active), label: 'Active' },
  { value: String(feedStatuses.notActive), label: 'Not active' },
  { value: String(feedStatuses.returned), label: 'Returned' },
];

type Member = { id: number; name: string };

/** The supervisor's Feeds tab: every member's feeds, or one member's, and the decision on feeds waiting for review. */
type SupervisorFeedsTabProps = {
  /** The feed's content under its fields in the view dialog, composed by the app (the datasets feature). */
  renderFeedContent?: (feed: TEditableFeed) => ReactNode;
};

export function SupervisorFeedsTab({ renderFeedContent }: SupervisorFeedsTabProps) {
  const [member, setMember] = useState<Member | null>(null);
  const members = useMemberList();
  const memberChoices = [
    { value: allValue, label: 'All' },
    ...(members.data ?? []).map((choice) => ({ value: String(choice.value), label: choice.name })),
  ];
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useFeedList({ status, scope: String(member?.id ?? allValue) });
  const allFeeds = useSupervisorFeeds(list.query, { enabled: member === null });
  const memberFeeds = useMemberFeeds(member?.id ?? null, list.query);
  const feeds = member === null ? allFeeds : memberFeeds;
  list.keepPageInRange(feeds.data?.total);

  const decide = useDecideFeedReview();
  const approving = useBusyRows();
  const [viewing, setViewing] = useState<TFeedListRow | null>(null);
  const [returning, setReturning] = useState<TFeedListRow | null>(null);

  const approve = (row: TFeedListRow) =>
    void approving.track(row.id, async () => {
      try {
        await decide.mutateAsync({ id: row.id, decision: { approve: true } });
        showNotice({ tone: 'success', message: `${row.name} was approved and is now active` });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        showNotice({ tone: 'error', message: errorMessage(error, 'The feed could not be approved') });
      }
    });

  const chooseMember = (value: string | null) => {
    if (!value || value === allValue) return setMember(null);
    const id = Number(value);
    const name = memberChoices.find((choice) => choice.value === value)?.label;
    setMember({ id, name: name ?? `Member ${id}` });
  };

  const clearFilters = () => {
    list.setFilterText('');
    setStatus(undefined);
    setMember(null);
  };

  return (
    <Stack gap="lg">
      <TabHeading title="Members' feeds">
        Every member&apos;s feeds. Feeds waiting for review need your decision: approve them, or return them to the
        provider with a comment on what to change.
      </TabHeading>

      <Group align="flex-end" gap="md">
        <Select
          label="Member"
          description={members.isError ? 'The members could not be loaded' : "Only this member's feeds"}
          inputWrapperOrder={['label', 'description', 'input']}
          data={memberChoices}
          nothingFoundMessage="No member by that name"
          value={member ? String(member.id) : allValue}
          onChange={chooseMember}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label="Status"
          description="Only feeds in this status"
          inputWrapperOrder={['label', 'description', 'input']}
          data={statusChoices}
          value={status === undefined ? allValue : String(status)}
          onChange={(value) => setStatus(!value || value === allValue ? undefined : Number(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <ListFilterInput label="Filter feeds" matches="Name or unique id" list={list} />
      </Group>

      <FeedListTable
        label="Members' feeds"
        list={list}
        query={feeds}
        showOrganisation
        actionsWidth={300}
        hasOtherFilters={status !== undefined || member !== null}
        onClearFilters={clearFilters}
        empty={{
          title: 'No feeds yet',
          description: 'Members have not described any feeds yet.',
        }}
        renderActions={(row) => (
          <>
            <Button variant="subtle" size="compact-sm" onClick={() => setViewing(row)}>
              View
            </Button>
            {canDecide(row) && (
              <>
                <Button
                  size="compact-sm"
                  color="teal"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={approving.isBusy(row.id)}
                  onClick={() => approve(row)}
                >
                  Approve
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="orange"
                  leftSection={<IconMessageReply size={14} aria-hidden />}
                  onClick={() => setReturning(row)}
                >
                  Return
                </Button>
              </>
            )}
          </>
        )}
      />

      <FeedViewDialog
        feedId={viewing?.id ?? null}
        orgName={viewing?.orgName}
        onClose={() => setViewing(null)}
        renderContent={renderFeedContent}
      />
      <ReturnFeedDialog feed={returning} onClose={() => setReturning(null)} />
    </Stack>
  );
}
