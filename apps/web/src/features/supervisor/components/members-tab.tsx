import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { useMembersTab } from '../hooks/use-members-tab';
import { CreateMemberDialog } from './create-member-dialog';
import { MemberListTable } from './member-list-table';

/** The supervisor's Member Accounts tab: every member organisation, new member accounts, enabling and disabling. */
export function MembersTab() {
  const { list, members, isCreating, setCreating, toggleEnabled, switchingId, ownOrgId } = useMembersTab();
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      Create member account
    </Button>
  );
  return (
    <Stack gap="lg">
      <TabHeading title="Member accounts">
        Every member organisation with its users and feeds. Create a member account for a new organisation, or disable
        one: its users are signed out and its feeds hidden until you enable it again.
      </TabHeading>
      <Group justify="space-between" align="flex-end" gap="md">
        <ListFilterInput label="Filter members" matches="Organisation name" list={list} />
        {createButton}
      </Group>
      <MemberListTable
        list={list}
        query={members}
        empty={{
          title: 'No member organisations yet',
          description: 'Organisations appear here when they register or when you create a member account.',
          action: createButton,
        }}
        onToggleEnabled={toggleEnabled}
        switchingId={switchingId}
        ownOrgId={ownOrgId}
      />
      <CreateMemberDialog opened={isCreating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
