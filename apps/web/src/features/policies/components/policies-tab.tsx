import { Divider, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';

import { TabHeading } from '../../../components/tab-heading';
import { withNotice, type Notice } from '../../../lib/notify';
import { policyDialogHref, readPolicyDialog, type PolicyDialog } from '../utils/policy-paths';
import { AccessRequestsSection } from './access-requests-section';
import { PolicyDialogHost } from './policy-dialog-host';
import { PolicyList, ReadOnlyPoliciesAlert } from './policy-list';

type PoliciesTabProps = {
  orgId: number;
  /** Admins write and change policies; other members read them. */
  canConfigure: boolean;
  /** Admins and legal reviewers approve or refuse pending requests. */
  canDecide: boolean;
  /** The route's `modal`: `new`, `edit` or `quick` open a dialog over the list. */
  modal?: string;
  id?: string;
};

/** The dashboard's Policies tab: the organisation's access policies, and the requests for access it received. */
export function PoliciesTab({ orgId, canConfigure, canDecide, modal, id }: PoliciesTabProps) {
  const navigate = useNavigate();
  // Only admins open the dialogs that change policies; others see the list at such an address.
  const dialog = canConfigure ? readPolicyDialog(modal, id) : null;
  const open = (next: PolicyDialog) => void navigate(policyDialogHref(next));
  const close = (notice?: Notice) => void navigate(policyDialogHref(null), notice && withNotice(notice));

  return (
    <Stack gap="lg">
      <TabHeading title="Access policies">
        Policies decide who may access your feeds: each allows, denies or reviews the requests of the members its rules
        match. Without a policy, every member may access a feed.
      </TabHeading>
      {!canConfigure && <ReadOnlyPoliciesAlert />}
      <PolicyList
        orgId={orgId}
        canConfigure={canConfigure}
        onCreate={() => open({ kind: 'wizard' })}
        onEdit={(row) => open({ kind: 'wizard', policyId: row.id })}
        onQuickEdit={(row) => open({ kind: 'quick', policyId: row.id })}
      />
      <Divider my="sm" />
      <AccessRequestsSection orgId={orgId} canDecide={canDecide} />
      <PolicyDialogHost orgId={orgId} dialog={dialog} onOpen={open} onClose={close} />
    </Stack>
  );
}
