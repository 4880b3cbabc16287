import { Suspense } from 'react';

import { lazyComponent } from '../../../lib/lazy-component';
import type { Notice } from '../../../lib/notify';
import type { PolicyDialog } from '../utils/policy-paths';

// The wizard and the quick edit load the first time one opens, not with the list.
const PolicyWizard = lazyComponent('PolicyWizard', () =>
  import('./wizard/policy-wizard').then((module) => module.PolicyWizard),
);
const PolicyQuickEditDialog = lazyComponent('PolicyQuickEditDialog', () =>
  import('./policy-quick-edit-dialog').then((module) => module.PolicyQuickEditDialog),
);

type PolicyDialogHostProps = {
  orgId: number;
  dialog: PolicyDialog;
  /** Opens another dialog over the list (the quick edit sends a policy it cannot show to the wizard). */
  onOpen: (dialog: PolicyDialog) => void;
  /** With the notice to show once the dialog's address is left, if any. */
  onClose: (notice?: Notice) => void;
};

/** The policy dialog the address asks for, over the list: the wizard (new or edit) or the quick edit. */
export function PolicyDialogHost({ orgId, dialog, onOpen, onClose }: PolicyDialogHostProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'wizard' ? (
        // A key per policy: opening another one starts a fresh form.
        <PolicyWizard key={dialog.policyId ?? 'new'} orgId={orgId} policyId={dialog.policyId} onClose={onClose} />
      ) : (
        <PolicyQuickEditDialog
          key={dialog.policyId}
          orgId={orgId}
          policyId={dialog.policyId}
          onClose={() => onClose()}
          onOpenWizard={() => onOpen({ kind: 'wizard', policyId: dialog.policyId })}
        />
      )}
    </Suspense>
  );
}
