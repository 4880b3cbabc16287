import { Alert } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';

import { PageShell } from '../../../components/page-shell';
import { RouteTabs, type RouteTab } from '../../../components/route-tabs';
import { paths } from '../../../config/paths';
import { useWording } from '../../../lib/app-settings';
import { useUserTabs } from '../api/get-user-tabs';

type DashboardViewProps = {
  profile: TLoginProfile;
  page: string | undefined;
  /**
   * The content of a tab (composed by the app, as features do not import each other); a tab with
   * none for this member is not listed.
   */
  renderPanel: (tab: string) => ReactNode;
};

/** The member dashboard: the tabs of the user's tab configuration, each with its unread count. */
export function DashboardView({ profile, page, renderPanel }: DashboardViewProps) {
  const wording = useWording();
  const counts = useUserTabs(profile.userid);
  // The same elements while the member and the tabs stay: the counts arriving re-render the tab list,
  // not the open panel.
  const panels = useMemo(
    () => new Map(profile.tabConfig.tabs.map((tab) => [tab.id, renderPanel(tab.id)])),
    [profile.tabConfig.tabs, renderPanel],
  );
  const configured = profile.tabConfig.tabs.filter((tab) => panels.get(tab.id)).sort((a, b) => a.sort - b.sort);

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
          {panels.get(activeTab.value)}
        </RouteTabs>
      ) : (
        <Alert color="gray" title="No dashboard sections yet">
          Your account has no dashboard sections. Ask your organisation&apos;s administrator to grant you access.
        </Alert>
      )}
    </PageShell>
  );
}
