import { useState } from 'react';

import type { TUserListQuery } from '@feedmarket/contract/accounts/accounts.routes';
import type { TUser, UserListFilterField, userListSorts } from '@feedmarket/contract/accounts/accounts.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useOrganizationUsers } from '../api/get-organization-users';

export type UserSortKey = (typeof userListSorts)[number];

/** What the user dialog is doing: adding a user, or changing one. */
export type UserDialogState = { mode: 'create' } | { mode: 'edit'; user: TUser } | null;

/** The Users tab's state: the page of users (newest first, spec §9), its filter field, and the open dialog. */
export function useUsersTab(orgId: number) {
  const [filterBy, setFilterBy] = useState<UserListFilterField>('username');
  const list = usePagedList<UserSortKey>(
    { orderBy: 'datecreated', order: 'desc' },
    { descendingFirst: ['datecreated', 'lastlogin'], scope: filterBy },
  );
  const query: TUserListQuery = list.query.filter ? { ...list.query, filterBy } : list.query;
  const users = useOrganizationUsers(orgId, query);
  list.keepPageInRange(users.data?.total);
  const [dialog, setDialog] = useState<UserDialogState>(null);

  return {
    list,
    users,
    filterBy,
    setFilterBy,
    dialog,
    openCreate: () => setDialog({ mode: 'create' }),
    openEdit: (user: TUser) => setDialog({ mode: 'edit', user }),
    closeDialog: () => setDialog(null),
  };
}
