/** Addresses inside the Metadata tab (`/dashboard/metadata/{modal}/{id}`) that open its wizards. */
export const metadataPaths = {
  list: '/dashboard/metadata',
  newFeed: '/dashboard/metadata/new',
  newGroup: '/dashboard/metadata/group-new',
  editFeed: (id: number) => `/dashboard/metadata/edit/${id}`,
  editGroup: (id: number) => `/dashboard/metadata/group/${id}`,
} as const;

/** Which wizard the route's `modal` and `id` ask for, or none for the list alone. */
export type WizardRequest = { kind: 'feed'; feedId?: number } | { kind: 'group'; groupId?: number } | null;

function parseId(id: string | undefined): number | null {
  if (id === undefined || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** `new` and `group-new` open an empty wizard; `edit/{id}` and `group/{id}` need a valid id. */
export function readWizardRequest(modal: string | undefined, id: string | undefined): WizardRequest {
  const parsed = parseId(id);
  if (modal === 'new') return { kind: 'feed' };
  if (modal === 'group-new') return { kind: 'group' };
  if (modal === 'edit' && parsed !== null) return { kind: 'feed', feedId: parsed };
  if (modal === 'group' && parsed !== null) return { kind: 'group', groupId: parsed };
  return null;
}
