import { useState } from 'react';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useMemberList } from '../../../lib/lookups';
import { useSupervisorUsers } from '../api/get-supervisor-users';

export type UserSortKey = 'name' | 'username' | 'organization' | 'lastlogin' | 'createDate';

/** The organisation filter's choice that keeps every organisation. */
export const allOrganizations = 'all';

/** The Users tab: every user or one organisation's, filtered by name, a page at a time. */
export function useUsersTab() {
  const [organization, setOrganization] = useState(allOrganizations);
  const list = usePagedList<UserSortKey>(
    { orderBy: 'name', order: 'asc' },
    { descendingFirst: ['lastlogin', 'createDate'], scope: organization },
  );
  const members = useMemberList();
  const organizationChoices = [
    { value: allOrganizations, label: 'All' },
    ...(members.data ?? []).map((member) => ({ value: String(member.value), label: member.name })),
  ];
  const users = useSupervisorUsers({
    ...list.query,
    ...(organization === allOrganizations ? {} : { orgId: Number(organization) }),
  });
  list.keepPageInRange(users.data?.total);

  const clearFilters = () => {
    list.setFilterText('');
    setOrganization(allOrganizations);
  };

  return { list, users, organization, setOrganization, organizationChoices, members, clearFilters };
}
