import { Button, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

import { accessStateNames, accessStates } from '@feedmarket/contract/workspace/workspace.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { ListTable } from '../../../components/list-table';
import { LocalDay } from '../../../components/local-day';
import { SortHeader } from '../../../components/sort-header';
import { listPageSize } from '../../../hooks/use-paged-list';
import { useAccessRequestList, type AccessStateFilter } from '../hooks/use-access-requests';
import { AccessStateBadge } from './policy-badges';
import { DecideRequestDialog } from './decide-request-dialog';

const stateOptions = [
  ...accessStates.map((state) => ({ value: state, label: accessStateNames[state] })),
  { value: 'all', label: 'All requests' },
];

const decisionButtons = [
  { decision: 'approve', label: 'Approve', color: 'teal', icon: <IconCheck size={14} aria-hidden /> },
  { decision: 'refuse', label: 'Refuse', color: 'red', icon: <IconX size={14} aria-hidden /> },
] as const;

// The feed takes what the others leave, at least `feedMinWidth`; below that the table scrolls.
const widths = { consumer: 150, reason: 240, state: 210, requested: 130, actions: 140 } as const;
const feedMinWidth = 220;

type AccessRequestsSectionProps = {
  orgId: number;
  /** Admins and legal reviewers approve or refuse; other members read. */
  canDecide: boolean;
};

/**
 * Requests for access to the organisation's feeds and what was decided: the consumer (or the policy's
 * alias for it), the feed, the reason and the state. Pending ones come first and are approved or
 * refused here.
 */
export function AccessRequestsSection({ orgId, canDecide }: AccessRequestsSectionProps) {
  const { list, requests, state, setState, deciding, decide, closeDecision } = useAccessRequestList(orgId);
  const sortProps = { sort: list.sort, onSort: list.toggleSort };
  const showActions = canDecide && (state === 'pending' || state === 'all');
  const showAll = () => {
    setState('all');
    list.setFilterText('');
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="access-requests-title">
      <Stack gap={4} maw={640}>
        <Title order={3} fz="lg" id="access-requests-title">
          Access requests
        </Title>
        <Text size="sm" c="dimmed">
          Members asking for your feeds, and what your policies decided. Requests a Review policy leaves to you wait
          here until you approve or refuse them.
        </Text>
      </Stack>

      <Group align="flex-end" gap="sm">
        <Select
          label="State"
          data={stateOptions}
          value={state}
          onChange={(value) => value && setState(value as AccessStateFilter)}
          allowDeselect={false}
          w={{ base: '100%', sm: 230 }}
          comboboxProps={{ withinPortal: true }}
        />
        <ListFilterInput label="Filter requests" matches="Feed name" list={list} />
      </Group>

      <ListTable
        label="Access requests"
        query={requests}
        list={list}
        pageSize={listPageSize}
        noun={['request', 'requests']}
        filterHint="feed name"
        // The pending view is the section's own first view: empty, it says nothing waits, not "no match".
        otherFilters={{ isSet: state !== 'all' && state !== 'pending', clear: showAll }}
        empty={
          state === 'pending'
            ? {
                title: 'No request waits for you',
                description: 'Requests your Review policies leave to you show here until you approve or refuse them.',
                action: (
                  <Button variant="light" mt="xs" onClick={showAll}>
                    Show all requests
                  </Button>
                ),
              }
            : {
                title: 'No requests yet',
                description:
                  'When members lock one of your feeds in their workspace, their request and its decision show here.',
              }
        }
        minWidth={
          Object.values(widths).reduce((sum, width) => sum + width, feedMinWidth) - (showActions ? 0 : widths.actions)
        }
        columnCount={showActions ? 6 : 5}
        head={
          <>
            <SortHeader column="feedName" {...sortProps}>
              Feed
            </SortHeader>
            <Table.Th w={widths.consumer}>Consumer</Table.Th>
            <Table.Th w={widths.reason}>Reason</Table.Th>
            <SortHeader column="state" {...sortProps} w={widths.state}>
              State
            </SortHeader>
            <SortHeader column="requestedDate" {...sortProps} w={widths.requested}>
              Requested
            </SortHeader>
            {showActions && (
              <Table.Th w={widths.actions} pos="relative">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </>
        }
        renderRow={(request) => (
          <Table.Tr key={request.id}>
            <Table.Td>
              <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {request.feedName}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {request.organization}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={3}>
                {request.reason}
              </Text>
              {request.note && (
                <Text size="xs" c="dimmed" fs="italic" lineClamp={2}>
                  Note: {request.note}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <AccessStateBadge state={request.state} />
            </Table.Td>
            <Table.Td>
              <LocalDay value={request.requestedDate} />
            </Table.Td>
            {showActions && (
              <Table.Td>
                {request.state === 'pending' && (
                  <Stack gap={6} align="stretch">
                    {decisionButtons.map(({ decision, label, color, icon }) => (
                      <Button
                        key={decision}
                        size="compact-sm"
                        variant="light"
                        color={color}
                        leftSection={icon}
                        onClick={() => decide(request, decision)}
                        aria-label={`${label} the request of ${request.organization} for ${request.feedName}`}
                      >
                        {label}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        )}
      />

      {deciding && (
        <DecideRequestDialog request={deciding.request} decision={deciding.decision} onClose={closeDecision} />
      )}
    </Stack>
  );
}
