import { Group, Stack } from '@mantine/core';

import { ListFilterInput } from '../../../components/list-filter-input';
import { PrefixSelect } from '../../../components/prefix-select';
import { TabHeading } from '../../../components/tab-heading';
import { allOrganizations, useUsersTab } from '../hooks/use-users-tab';
import { UserListTable } from './user-list-table';

/** The supervisor's Users tab: every member's users, filtered by organisation (or All) and by name. */
export function UsersTab() {
  const { list, users, organization, setOrganization, organizationChoices, members, clearFilters } = useUsersTab();
  return (
    <Stack gap="lg">
      <TabHeading title="Users">
        Every user of every member organisation, with their roles, status and last sign-in.
      </TabHeading>
      <Group align="flex-end" gap="md">
        <PrefixSelect
          label="Organisation"
          description={members.isError ? 'The organisations could not be loaded' : "Only this organisation's users"}
          data={organizationChoices}
          value={organization}
          onChange={(value) => setOrganization(value ?? allOrganizations)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No organisation by that name"
          w={{ base: '100%', sm: 260 }}
        />
        <ListFilterInput label="Filter users" matches="Name, user name or e-mail" list={list} />
      </Group>
      <UserListTable
        list={list}
        query={users}
        organizationFilter={{ isSet: organization !== allOrganizations, clear: clearFilters }}
        empty={{
          title: 'No users yet',
          description: 'Users appear here when organisations register, or when their administrators invite them.',
        }}
      />
    </Stack>
  );
}
