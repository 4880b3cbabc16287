import { IconBuildingCommunity, IconChartBar, IconDatabase, IconMessagePlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { ComingSoonPanel } from '../../../components/coming-soon-panel';
import { PageShell } from '../../../components/page-shell';
import { RouteTabs } from '../../../components/route-tabs';
import { paths } from '../../../config/paths';

const supervisorTabs = [
  {
    value: 'summary',
    label: 'Summary',
    icon: IconChartBar,
    description: 'Transactions across the marketplace by day, and counts of feeds and metadata instances by tag.',
  },
  {
    value: 'members',
    label: 'Member Accounts',
    icon: IconBuildingCommunity,
    description: 'Every member organisation, with the means to create a member account for a new organisation.',
  },
  {
    value: 'users',
    label: 'Users',
    icon: IconUsers,
    description: 'All users of all members, filterable by organisation, with user creation for any organisation.',
  },
  {
    value: 'metadata',
    label: 'Feeds',
    icon: IconDatabase,
    description: "All members' feeds, including those waiting for legal review.",
  },
  {
    value: 'requests',
    label: 'Data Requests',
    icon: IconMessagePlus,
    description: 'What visitors and members asked for because they could not find it.',
  },
] as const;

const defaultTab = 'summary';

/** The supervisor area: summary (default), member accounts, users and feeds. */
export function SupervisorView({
  page,
  renderPanel,
}: {
  page: string | undefined;
  /** The content of a tab that is open (composed by the app, as features do not import each other); none says it is coming. */
  renderPanel?: (tab: string) => ReactNode;
}) {
  const active = supervisorTabs.find((tab) => tab.value === (page ?? defaultTab));
  if (!active) return <Navigate to={paths.supervisor.getHref(defaultTab)} replace />;
  const Icon = active.icon;

  return (
    <PageShell title="Supervisor" eyebrow="Administration" description="Oversee members, users and feeds.">
      <RouteTabs
        tabs={supervisorTabs.map(({ value, label }) => ({ value, label }))}
        active={active.value}
        getHref={paths.supervisor.getHref}
        label="Supervisor sections"
      >
        {renderPanel?.(active.value) ?? (
          <ComingSoonPanel title={active.label} description={active.description} icon={<Icon size={28} />} />
        )}
      </RouteTabs>
    </PageShell>
  );
}
