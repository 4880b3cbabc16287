/** Which policy dialog is open over the list: the wizard (a new policy, or one to edit), or the quick edit of the older model. */
export type PolicyDialog = { kind: 'wizard'; policyId?: number } | { kind: 'quick'; policyId: number } | null;

/** Addresses inside the Policies tab (`/dashboard/policies/{modal}/{id}`) that open its dialogs. */
export const policyPaths = {
  list: '/dashboard/policies',
  newPolicy: '/dashboard/policies/new',
  edit: (id: number) => `/dashboard/policies/edit/${id}`,
  quickEdit: (id: number) => `/dashboard/policies/quick/${id}`,
} as const;

function parseId(id: string | null | undefined): number | null {
  if (!id || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** The dialog the tab's `modal` and `id` ask for: `new`, `edit/{id}` or `quick/{id}`; anything else is the list alone. */
export function readPolicyDialog(modal: string | undefined | null, id: string | undefined | null): PolicyDialog {
  const policyId = parseId(id);
  if (modal === 'new') return { kind: 'wizard' };
  if (modal === 'edit' && policyId !== null) return { kind: 'wizard', policyId };
  if (modal === 'quick' && policyId !== null) return { kind: 'quick', policyId };
  return null;
}

/** The dashboard address of a dialog (or of the list). */
export function policyDialogHref(dialog: PolicyDialog): string {
  if (!dialog) return policyPaths.list;
  if (dialog.kind === 'quick') return policyPaths.quickEdit(dialog.policyId);
  return dialog.policyId === undefined ? policyPaths.newPolicy : policyPaths.edit(dialog.policyId);
}

/** The same dialogs on /supply-data/policy-management, whose address has no segments for them: `?policy=new`, `?policy=edit&id=4`. */
export function policyDialogSearch(dialog: PolicyDialog): string {
  if (!dialog) return '';
  if (dialog.kind === 'quick') return `?policy=quick&id=${dialog.policyId}`;
  return dialog.policyId === undefined ? '?policy=new' : `?policy=edit&id=${dialog.policyId}`;
}

export function readPolicyDialogSearch(search: URLSearchParams): PolicyDialog {
  return readPolicyDialog(search.get('policy'), search.get('id'));
}
