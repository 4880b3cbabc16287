import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

import { ComingSoonPanel } from '../../../components/coming-soon-panel';
import { PageShell } from '../../../components/page-shell';
import { RouteTabs, type RouteTab } from '../../../components/route-tabs';
import { paths } from '../../../config/paths';
import { useWording } from '../../../lib/app-settings';
import { useUserTabs } from '../api/get-user-tabs';
import { describeTab } from './tab-descriptions';

type DashboardViewProps = {
  profile: TLoginProfile;
  page: string | undefined;
  /** The content of a tab that is open (composed by the app, as features do not import each other); none says it is coming. */
  renderPanel?: (tab: string) => ReactNode;
};

/** The member dashboard: the tabs of the user's tab configuration, each with its unread count. */
export function DashboardView({ profile, page, renderPanel }: DashboardViewProps) {
  const wording = useWording();
  const counts = useUserTabs(profile.userid);
  const configured = [...profile.tabConfig.tabs].sort((a, b) => a.sort - b.sort);

  const tabs: RouteTab[] = configured.map((tab) => ({
    value: tab.id,
    label: tab.id === 'workspace' ? wording.Workspace : tab.displayText,
    count: counts.data?.find((count) => count.tab === tab.id)?.count,
  }));

  const defaultTab = tabs.some((tab) => tab.value === profile.tabConfig.defaultTab)
    ? profile.tabConfig.defaultTab
    : tabs[0]?.value;

  if (page !== undefined && !tabs.some((tab) => tab.value === page) && defaultTab) {
    return <Navigate to={paths.dashboard.getHref(defaultTab)} replace />;
  }
  const active = page ?? defaultTab;
  const activeTab = tabs.find((tab) => tab.value === active);

  return (
    <PageShell title="Dashboard" eyebrow={profile.orgname} description={`Signed in as ${profile.displayname}`}>
      {activeTab ? (
        <RouteTabs tabs={tabs} active={activeTab.value} getHref={paths.dashboard.getHref} label="Dashboard sections">
          {renderPanel?.(activeTab.value) ?? (
            <ComingSoonPanel title={activeTab.label} description={describeTab(activeTab.value, wording)} />
          )}
        </RouteTabs>
      ) : (
        <Alert color="gray" title="No dashboard sections yet">
          Your account has no dashboard sections. Ask your organisation&apos;s administrator to grant you access.
        </Alert>
      )}
    </PageShell>
  );
}
