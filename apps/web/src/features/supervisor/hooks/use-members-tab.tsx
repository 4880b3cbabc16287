import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

import type { TMemberRow } from '@feedmarket/contract/supervisor/supervisor.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useProfile } from '../../../lib/session/session-store';
import { useMemberAccounts } from '../api/get-member-accounts';
import { useSetMemberEnabled } from '../api/set-member-enabled';

export type MemberSortKey = 'name' | 'createDate' | 'users' | 'feeds';

/** The Member Accounts tab: the paged list, its filter and sort, the create dialog and enabling or disabling. */
export function useMembersTab() {
  const list = usePagedList<MemberSortKey>(
    { orderBy: 'name', order: 'asc' },
    { descendingFirst: ['createDate', 'users', 'feeds'] },
  );
  const members = useMemberAccounts(list.query);
  list.keepPageInRange(members.data?.total);
  const [isCreating, setCreating] = useState(false);
  const setEnabled = useSetMemberEnabled();
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  const ownOrgId = useProfile()?.orgid;

  /** Asks first: disabling signs the member's users out and hides its feeds; enabling brings them back. */
  const toggleEnabled = (member: TMemberRow) => {
    const enabled = !member.enabled;
    modals.openConfirmModal({
      title: enabled ? 'Enable member account' : 'Disable member account',
      closeButtonProps: { 'aria-label': 'Close' },
      children: (
        <Stack gap="xs">
          <Text fw={600}>{member.name}</Text>
          <Text size="sm">
            {enabled
              ? 'Its users can sign in again and its active feeds return to search.'
              : 'Its users are signed out at once and cannot sign in, and its feeds are hidden from search and from other members until you enable it again.'}
          </Text>
        </Stack>
      ),
      labels: { confirm: enabled ? 'Enable' : 'Disable', cancel: 'Cancel' },
      confirmProps: { color: enabled ? 'teal' : 'red' },
      onConfirm: () => {
        setSwitchingId(member.id);
        setEnabled.mutate(
          { orgId: member.id, enabled },
          {
            onSuccess: (answer) => showNotice({ tone: 'success', message: answer.message }),
            onError: (error) => {
              if (error instanceof ApiError && error.status === 401) return;
              showNotice({ tone: 'error', message: errorMessage(error, `${member.name} could not be changed`) });
            },
            onSettled: () => setSwitchingId(null),
          },
        );
      },
    });
  };

  return { list, members, isCreating, setCreating, toggleEnabled, switchingId, ownOrgId };
}
