import type { TAccess, TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

/** A workspace item as the API answers it, awaiting unless `overrides` say otherwise. */
export function workspaceItem(overrides: Partial<TWorkspaceItem> = {}): TWorkspaceItem {
  return {
    id: 1,
    metadataId: 101,
    name: 'River levels',
    typeId: 1,
    providerId: 2,
    providerName: 'Northwind Sensors',
    status: 'awaiting',
    flagged: false,
    hasNote: false,
    note: null,
    createDate: '2025-03-01T10:00:00Z',
    lockedDate: null,
    access: null,
    ...overrides,
  };
}

/** A JSON answer as the server sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A free access granted because no policy covers the feed, unless `overrides` say otherwise. */
export function grantedAccess(overrides: Partial<TAccess> = {}): TAccess {
  return {
    id: 50,
    state: 'granted',
    stateText: 'Access granted',
    reason: 'No access policy of the provider covers this feed, so it is open to every member.',
    policyId: null,
    policyName: null,
    requestedDate: '2025-03-02T10:00:00Z',
    decidedDate: '2025-03-02T10:00:00Z',
    expiresDate: null,
    downloadsAllowed: null,
    downloadsUsed: 0,
    note: null,
    price: null,
    ...overrides,
  };
}
