import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';

import { PageShell } from '../../../components/page-shell';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { withNotice, type Notice } from '../../../lib/notify';
import { policyDialogSearch, readPolicyDialogSearch, type PolicyDialog } from '../utils/policy-paths';
import { PolicyDialogHost } from './policy-dialog-host';
import { PolicyList, ReadOnlyPoliciesAlert } from './policy-list';

type PolicyManagementPageProps = {
  orgId: number;
  /** False for read-only organisations (type 3), which publish nothing. */
  canPublish: boolean;
  /** Admins write and change policies; other members read them. */
  canConfigure: boolean;
};

/**
 * /supply-data/policy-management: the organisation's policies and the form that adds one (the policy
 * wizard, opened from the address: `?policy=new`, `?policy=edit&id=…`).
 */
export function PolicyManagementPage({ orgId, canPublish, canConfigure }: PolicyManagementPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const dialog = canPublish && canConfigure ? readPolicyDialogSearch(searchParams) : null;
  const open = (next: PolicyDialog) => void navigate({ search: policyDialogSearch(next) });
  const close = (notice?: Notice) => void navigate({ search: '' }, notice && withNotice(notice));

  return (
    <PageShell
      title="Policy management"
      eyebrow="Supply data"
      description="Decide which organisations may access your feeds, and on what terms."
      actions={
        canPublish &&
        canConfigure && (
          <Button size="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => open({ kind: 'wizard' })}>
            Add a policy
          </Button>
        )
      }
    >
      {!canPublish ? (
        <ReadOnlyNotice title="Your organisation has no feeds to set policies for">
          It has a read-only account: its users can search the marketplace and use the feeds they are given access to,
          but publish no feeds, so there is no access of theirs to decide. If your organisation should supply data, ask
          the marketplace&apos;s operator to change its account.
        </ReadOnlyNotice>
      ) : (
        <Stack gap="lg">
          {!canConfigure && <ReadOnlyPoliciesAlert />}
          <PolicyList
            orgId={orgId}
            canConfigure={canConfigure}
            showCreate={false}
            onCreate={() => open({ kind: 'wizard' })}
            onEdit={(row) => open({ kind: 'wizard', policyId: row.id })}
            onQuickEdit={(row) => open({ kind: 'quick', policyId: row.id })}
          />
        </Stack>
      )}
      <PolicyDialogHost orgId={orgId} dialog={dialog} onOpen={open} onClose={close} />
    </PageShell>
  );
}
