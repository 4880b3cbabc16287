import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { PageShell } from '../../../components/page-shell';
import { RouteTabs } from '../../../components/route-tabs';
import { paths } from '../../../config/paths';
import { DataRequestsPanel } from './data-requests-panel';
import { MembersTab } from './members-tab';
import { SupervisorSummaryTab } from './supervisor-summary-tab';
import { UsersTab } from './users-tab';

const supervisorTabs = [
  { value: 'summary', label: 'Summary' },
  { value: 'members', label: 'Member Accounts' },
  { value: 'users', label: 'Users' },
  { value: 'metadata', label: 'Feeds' },
  { value: 'requests', label: 'Data Requests' },
] as const;

type SupervisorTab = (typeof supervisorTabs)[number]['value'];

const defaultTab: SupervisorTab = 'summary';

/** The supervisor area: summary (default), member accounts, users, feeds and data requests. */
export function SupervisorView({
  page,
  feedsPanel,
}: {
  page: string | undefined;
  /** The Feeds tab, composed by the app from the metadata feature (features do not import each other). */
  feedsPanel: ReactNode;
}) {
  const active = supervisorTabs.find((tab) => tab.value === (page ?? defaultTab));
  if (!active) return <Navigate to={paths.supervisor.getHref(defaultTab)} replace />;

  const panels: Record<SupervisorTab, () => ReactNode> = {
    summary: () => <SupervisorSummaryTab />,
    members: () => <MembersTab />,
    users: () => <UsersTab />,
    metadata: () => feedsPanel,
    requests: () => <DataRequestsPanel />,
  };

  return (
    <PageShell
      title="Supervisor"
      eyebrow="Administration"
      description="Oversee members, users, feeds and data requests."
    >
      <RouteTabs
        tabs={supervisorTabs.map(({ value, label }) => ({ value, label }))}
        active={active.value}
        getHref={paths.supervisor.getHref}
        label="Supervisor sections"
      >
        {panels[active.value]()}
      </RouteTabs>
    </PageShell>
  );
}
