import { useState } from 'react';

import type { TApiClient } from '@feedmarket/contract/connectors/connectors.schemas';

import type { apiClientSorts } from '@feedmarket/contract/connectors/connectors.constants';
import { defaultSummaryInterval, type SummaryInterval } from '@feedmarket/contract/dashboard/dashboard.constants';

import { usePagedList } from '../../../hooks/use-paged-list';
import { useApiClients } from '../api/get-api-clients';
import { useConnectors } from '../api/get-connectors';

/** The Technical tab's two lists (provider spec §2): connectors, or SDKs (API clients). */
export type TechnicalView = 'connectors' | 'sdk';

/** The columns either list sorts by; connectors have no "last used". */
export type TechnicalSortKey = (typeof apiClientSorts)[number];

/** What the tab has open over its list. */
export type TechnicalDialog =
  | { kind: 'connector'; id: number | null }
  | { kind: 'apiClient'; client: TApiClient | null }
  | { kind: 'metrics'; id: number }
  | null;

/**
 * The Technical tab's state: which list shows (a change starts again at page 1), its page, sort by
 * name and text filter, the SDK whose usage graph shows with its interval, and the open dialog.
 */
export function useTechnicalTab(orgId: number) {
  const [view, setView] = useState<TechnicalView>('connectors');
  const list = usePagedList<TechnicalSortKey>(
    { orderBy: 'name', order: 'asc' },
    { descendingFirst: ['dateCreated', 'lastUsedAt'], scope: view },
  );
  // "Last used" is the SDK list's alone: the connectors list sorts by name instead.
  const { orderBy } = list.query;
  const connectorQuery = { ...list.query, orderBy: orderBy === 'lastUsedAt' ? 'name' : orderBy };
  const withFilter = <Q extends object>(base: Q) => (list.filter ? { ...base, filterBy: 'name' as const } : base);
  const connectors = useConnectors(orgId, withFilter(connectorQuery), { enabled: view === 'connectors' });
  const apiClients = useApiClients(orgId, withFilter(list.query), { enabled: view === 'sdk' });
  list.keepPageInRange((view === 'connectors' ? connectors : apiClients).data?.total);

  const [selectedSdk, setSelectedSdk] = useState<number | null>(null);
  const [interval, setInterval] = useState<SummaryInterval>(defaultSummaryInterval);
  const [dialog, setDialog] = useState<TechnicalDialog>(null);

  /** Spec §2: selecting the SDK already selected does nothing; another loads its usage graph. */
  const selectSdk = (id: number) => {
    if (id === selectedSdk) return;
    setSelectedSdk(id);
  };

  return {
    view,
    setView,
    list,
    connectors,
    apiClients,
    selectedSdk,
    selectSdk,
    clearSdk: () => setSelectedSdk(null),
    interval,
    setInterval,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
  };
}
