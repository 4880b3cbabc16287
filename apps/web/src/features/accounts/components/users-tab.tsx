import { Button, Group, Select, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';

import { userListFilterFields, type UserListFilterField } from '@feedmarket/contract/accounts/accounts.schemas';

import { ListFilterInput } from '../../../components/list-filter-input';
import { TabHeading } from '../../../components/tab-heading';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersTab } from '../hooks/use-users-tab';
import { UserFormDialog } from './user-form-dialog';
import { UserListTable } from './user-list-table';

/** Spec §9: the account list filters by username, last name or first name. */
const filterFieldNames: Record<UserListFilterField, string> = {
  username: 'Username',
  lastname: 'Last name',
  firstname: 'First name',
};

type UsersTabProps = { orgId: number; currentUserId: number };

/** The dashboard's Users tab (admins): the organisation's users, added, changed, deactivated and deleted here. */
export function UsersTab({ orgId, currentUserId }: UsersTabProps) {
  const { list, users, filterBy, setFilterBy, dialog, openCreate, openEdit, closeDialog } = useUsersTab(orgId);
  const actions = useUserActions();
  const fieldName = filterFieldNames[filterBy];

  return (
    <Stack gap="lg">
      <TabHeading title="Users of your organisation">
        Add colleagues, choose their roles, and deactivate those who should no longer sign in. A deactivated user is
        signed out at once.
      </TabHeading>

      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="sm" w={{ base: '100%', sm: 'auto' }} wrap="wrap">
          <Select
            label="Filter by"
            data={userListFilterFields.map((field) => ({ value: field, label: filterFieldNames[field] }))}
            value={filterBy}
            onChange={(value) => value && setFilterBy(value as UserListFilterField)}
            allowDeselect={false}
            w={{ base: '100%', sm: 150 }}
          />
          <ListFilterInput label="Filter users" matches={fieldName} list={list} />
        </Group>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={openCreate}>
          Create user
        </Button>
      </Group>

      <UserListTable
        list={list}
        query={users}
        currentUserId={currentUserId}
        actions={actions}
        onEdit={openEdit}
        filterHint={fieldName.toLowerCase()}
        empty={{
          title: 'No users yet',
          description: 'Add the colleagues who work with your feeds; each gets an e-mail to choose a password.',
          action: (
            <Button variant="light" mt="xs" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={openCreate}>
              Create user
            </Button>
          ),
        }}
      />

      {dialog && (
        <UserFormDialog orgId={orgId} user={dialog.mode === 'edit' ? dialog.user : undefined} onClose={closeDialog} />
      )}
    </Stack>
  );
}
