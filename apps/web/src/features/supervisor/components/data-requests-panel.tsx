import { Anchor, Badge, List, Stack, Table, Text } from '@mantine/core';

import { ListFilterInput } from '../../../components/list-filter-input';
import { ListTable } from '../../../components/list-table';
import { SortHeader } from '../../../components/sort-header';
import { TabHeading } from '../../../components/tab-heading';
import { listPageSize, usePagedList } from '../../../hooks/use-paged-list';
import { DateText } from '../../../components/date-text';
import { useDataRequests } from '../api/get-data-requests';

/** The supervisor's data requests: what visitors and members asked for, newest first, 10 a page. */
export function DataRequestsPanel() {
  const list = usePagedList<'createDate'>(
    { orderBy: 'createDate', order: 'desc' },
    { descendingFirst: ['createDate'] },
  );
  const requests = useDataRequests(list.query);
  list.keepPageInRange(requests.data?.total);

  return (
    <Stack gap="lg">
      <TabHeading title="Data requests">
        What visitors and members asked for because they could not find it. Each was told we received it; reach them by
        e-mail or through their organisation.
      </TabHeading>
      <ListFilterInput label="Filter requests" matches="Name, e-mail or organisation" list={list} />
      <ListTable
        label="Data requests"
        query={requests}
        list={list}
        pageSize={listPageSize}
        noun={['request', 'requests']}
        filterHint="name, e-mail or organisation"
        empty={{
          title: 'No data requests yet',
          description: 'Requests sent with the request form, from the search page or the menu, appear here.',
        }}
        minWidth={900}
        columnCount={4}
        skeleton={{ subline: true }}
        head={
          <>
            <SortHeader column="createDate" sort={list.sort} onSort={list.toggleSort} w={200}>
              Received
            </SortHeader>
            <Table.Th w={240}>From</Table.Th>
            <Table.Th>Asked for</Table.Th>
            <Table.Th w={220}>Comment</Table.Th>
          </>
        }
        renderRow={(request) => (
          <Table.Tr key={request.id} style={{ verticalAlign: 'top' }}>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                <DateText value={request.createDate} />
              </Text>
              <Badge mt={4} variant="light" color={request.isMember ? 'blue' : 'gray'} radius="sm" tt="none" size="sm">
                {request.isMember ? 'Member' : 'Visitor'}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {`${request.contact.firstName} ${request.contact.lastName}`.trim() || 'A former member'}
              </Text>
              <Text size="xs" c="dimmed">
                {[request.contact.role, request.contact.orgName].filter(Boolean).join(', ')}
              </Text>
              {request.contact.email && (
                <Anchor href={`mailto:${request.contact.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {request.contact.email}
                </Anchor>
              )}
              <Text size="xs" c="dimmed">
                {[request.contact.address, request.contact.state, request.contact.country].filter(Boolean).join(', ')}
              </Text>
            </Table.Td>
            <Table.Td>
              <List size="sm" spacing={2}>
                {request.criteria.map((criterion, index) => (
                  <List.Item key={index}>
                    <Text span size="sm" fw={600}>
                      {criterion.name}:
                    </Text>{' '}
                    {criterion.text}
                  </List.Item>
                ))}
              </List>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={request.comment ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
                {request.comment ?? 'No comment'}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
