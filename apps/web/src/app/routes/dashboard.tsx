import { useNavigate, useParams } from 'react-router';

import { AccountTab } from '../../features/accounts/components/account-tab';
import { SearchFeedsTab } from '../../features/catalog/components/search-feeds-tab';
import { UsersTab } from '../../features/accounts/components/users-tab';
import { paths } from '../../config/paths';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { SummaryTab } from '../../features/dashboard/components/summary-tab';
import { DatasetsTab } from '../../features/datasets/components/datasets-tab';
import { FeedContentSection } from '../../features/datasets/components/feed-content-section';
import { FinanceTab } from '../../features/finance/components/finance-tab';
import { LegalTab } from '../../features/legal/components/legal-tab';
import { FeedSummaryView } from '../../features/metadata/components/feed-summary-view';
import { MetadataTab } from '../../features/metadata/components/metadata-tab';
import { canPublishFeeds } from '../../features/metadata/utils/publishing-rights';
import { AccountNotices } from '../../features/notifications/components/notifications-panel';
import { PoliciesTab } from '../../features/policies/components/policies-tab';
import { canConfigurePolicies, canDecideRequests } from '../../features/policies/utils/policy-rights';
import { NotificationViewDialog } from '../../features/notifications/components/notification-view-dialog';
import { notificationsModal } from '../../features/notifications/utils/notification-links';
import { PricingTab } from '../../features/pricing/components/pricing-tab';
import { canConfigurePrices } from '../../features/pricing/utils/pricing-rights';
import { WorkspaceTab } from '../../features/workspace/components/workspace-tab';
import { useProfile } from '../../lib/session/session-store';

/** /dashboard/:page?/:modal?/:id? (signed in). */
export function DashboardRoute() {
  const profile = useProfile();
  const navigate = useNavigate();
  const { page, modal: routeModal, id: routeId } = useParams();
  // RequireAuth renders this route only with a session.
  if (!profile) return null;
  // `modal=notifications` with an id opens the notification view over whichever tab is shown; the
  // tab itself then shows its list.
  const notificationId = routeModal === notificationsModal && routeId && /^\d+$/.test(routeId) ? Number(routeId) : null;
  const isNotificationModal = routeModal === notificationsModal;
  const modal = isNotificationModal ? undefined : routeModal;
  const id = isNotificationModal ? undefined : routeId;
  // Read-only organisations (type 3) publish nothing; their tab configuration has no Metadata tab either.
  const canPublish = canPublishFeeds(profile);
  return (
    <>
      <DashboardView
        profile={profile}
        page={page}
        renderPanel={(tab) => {
          if (tab === 'summary') return <SummaryTab orgId={profile.orgid} />;
          if (tab === 'search') return <SearchFeedsTab />;
          if (tab === 'metadata' && canPublish) return <MetadataTab orgId={profile.orgid} modal={modal} id={id} />;
          // Read-only organisations see their datasets too; the files view hides uploads and deletes from them.
          if (tab === 'datasets') return <DatasetsTab orgId={profile.orgid} modal={modal} id={id} />;
          // The tab configuration offers Pricing to organisations that publish; only their admins change prices.
          if (tab === 'pricing' && canPublish) {
            return <PricingTab orgId={profile.orgid} canConfigure={canConfigurePrices(profile)} />;
          }
          // A granted feed's files are the Datasets feature's file list: the consumer lists, previews and downloads them.
          if (tab === 'workspace') {
            return (
              <WorkspaceTab
                orgId={profile.orgid}
                modal={modal}
                id={id}
                renderFiles={(feed) => <FeedContentSection feed={feed} />}
              />
            );
          }
          if (tab === 'finance') return <FinanceTab orgId={profile.orgid} />;
          if (tab === 'account') return <AccountTab orgId={profile.orgid} notices={<AccountNotices />} />;
          // The tab configuration offers Users to admins only; the server refuses the list to others too.
          if (tab === 'users') return <UsersTab orgId={profile.orgid} currentUserId={profile.userid} />;
          // Read-only organisations have no Policies tab; their members would only read an empty list.
          if (tab === 'policies' && canPublish) {
            return (
              <PoliciesTab
                orgId={profile.orgid}
                canConfigure={canConfigurePolicies(profile)}
                canDecide={canDecideRequests(profile)}
                modal={modal}
                id={id}
              />
            );
          }
          if (tab === 'legal') {
            return (
              <LegalTab
                orgId={profile.orgid}
                modal={modal}
                id={id}
                renderFeedSummary={(feedId) => <FeedSummaryView feedId={feedId} />}
              />
            );
          }
          return null;
        }}
      />
      {notificationId !== null && (
        <NotificationViewDialog
          id={notificationId}
          userId={profile.userid}
          tabs={profile.tabConfig.tabs}
          onClose={() => void navigate(paths.dashboard.getHref(page))}
        />
      )}
    </>
  );
}
