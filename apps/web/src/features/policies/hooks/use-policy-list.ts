import { useState } from 'react';

import type { TPolicyRow } from '@feedmarket/contract/policies/policies.schemas';
import type { policySorts } from '@feedmarket/contract/policies/policies.constants';

import { usePagedList } from '../../../hooks/use-paged-list';
import { usePolicies } from '../api/get-policies';

export type PolicySort = (typeof policySorts)[number];

/** The policy list's state: its page, sort (spec §9: by name by default) and filter, and the row whose note is open. */
export function usePolicyList(orgId: number) {
  const list = usePagedList<PolicySort>(
    { orderBy: 'name', order: 'asc' },
    { descendingFirst: ['dateCreated', 'lastDateModified'] },
  );
  const policies = usePolicies(orgId, list.query);
  list.keepPageInRange(policies.data?.total);
  const [noteOf, setNoteOf] = useState<TPolicyRow | null>(null);
  return { list, policies, noteOf, openNote: setNoteOf, closeNote: () => setNoteOf(null) };
}

export type PolicyList = ReturnType<typeof usePolicyList>['list'];
