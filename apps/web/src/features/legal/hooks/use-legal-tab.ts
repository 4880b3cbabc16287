import { useState } from 'react';
import { useNavigate } from 'react-router';

import {
  legalReviewStates,
  type legalQueueSorts,
  type TLegalQueueQuery,
} from '@feedmarket/contract/legal/legal.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useLegalQueue } from '../api/get-legal-queue';
import { legalPaths, readLegalRequest } from '../utils/legal-paths';

type LegalSort = (typeof legalQueueSorts)[number];

/** The queue's state filter: one state, or every state. */
export type StateChoice = number | 'all';

/** The queue opens on what waits for a decision. */
const defaultState: StateChoice = legalReviewStates.open;

/**
 * The Legal tab's state: the queue a page at a time (open reviews, newest first, unless chosen
 * otherwise), its filters, and the review the address opens (`/dashboard/legal/metadata/{feedId}`).
 */
export function useLegalTab(orgId: number, modal: string | undefined, id: string | undefined) {
  const navigate = useNavigate();
  const [state, setState] = useState<StateChoice>(defaultState);
  const list = usePagedList<LegalSort>(
    { orderBy: 'createDate', order: 'desc' },
    { descendingFirst: ['createDate', 'decidedDate'], scope: String(state) },
  );
  const query: TLegalQueueQuery = { ...list.query, ...(state === 'all' ? {} : { state }) };
  const queue = useLegalQueue(orgId, query);
  list.keepPageInRange(queue.data?.total);

  return {
    list,
    queue,
    state,
    setState,
    /** Another state than the default narrows the queue: an empty page then means "no match". */
    hasStateFilter: state !== defaultState,
    clearFilters: () => {
      list.setFilterText('');
      setState(defaultState);
    },
    openFeedId: readLegalRequest(modal, id),
    open: (href: string) => void navigate(href),
    close: () => void navigate(legalPaths.queue),
  };
}

export type LegalQueueList = ReturnType<typeof useLegalTab>['list'];
