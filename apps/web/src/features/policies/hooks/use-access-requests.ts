import { useState } from 'react';

import type { AccessState, TReceivedAccess } from '@feedmarket/contract/workspace/workspace.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useAccessRequests } from '../api/get-access-requests';
import type { AccessDecision } from '../api/decide-access-request';

export type AccessRequestSort = 'requestedDate' | 'feedName' | 'state';

/** Which requests are listed: one state, or all of them. */
export type AccessStateFilter = AccessState | 'all';

/**
 * The Access requests section's state. Pending requests, the ones waiting for the provider, come
 * first: the list opens on them, newest first, and the state filter shows the others.
 */
export function useAccessRequestList(orgId: number) {
  const [state, setState] = useState<AccessStateFilter>('pending');
  const list = usePagedList<AccessRequestSort>(
    { orderBy: 'requestedDate', order: 'desc' },
    { descendingFirst: ['requestedDate'], scope: state },
  );
  const requests = useAccessRequests(orgId, { ...list.query, ...(state === 'all' ? {} : { state }) });
  list.keepPageInRange(requests.data?.total);
  const [deciding, setDeciding] = useState<{ request: TReceivedAccess; decision: AccessDecision } | null>(null);
  return {
    list,
    requests,
    state,
    setState,
    deciding,
    decide: (request: TReceivedAccess, decision: AccessDecision) => setDeciding({ request, decision }),
    closeDecision: () => setDeciding(null),
  };
}
