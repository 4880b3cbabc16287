import { Suspense, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { SummaryTab } from '../../features/dashboard/components/summary-tab';
import { canPublishFeeds } from '../../features/metadata/utils/publishing-rights';
import { AccountNotices } from '../../features/notifications/components/notifications-panel';
import { canConfigurePolicies, canDecideRequests } from '../../features/policies/utils/policy-rights';
import { notificationsModal } from '../../features/notifications/utils/notification-links';
import { canConfigurePrices } from '../../features/pricing/utils/pricing-rights';
import { PageLoader } from '../../components/page-loader';
import { lazyComponent } from '../../lib/lazy-component';
import { useProfile } from '../../lib/session/session-store';

// Each tab's code loads when the tab is first shown: a member opens one or two of them at a time. The
// summary, every member's first view, comes with the dashboard rather than one request later.
const AccountTab = lazyComponent('AccountTab', () =>
  import('../../features/accounts/components/account-tab').then((module) => module.AccountTab),
);
const SearchFeedsTab = lazyComponent('SearchFeedsTab', () =>
  import('../../features/catalog/components/search-feeds-tab').then((module) => module.SearchFeedsTab),
);
const UsersTab = lazyComponent('UsersTab', () =>
  import('../../features/accounts/components/users-tab').then((module) => module.UsersTab),
);
const DatasetsTab = lazyComponent('DatasetsTab', () =>
  import('../../features/datasets/components/datasets-tab').then((module) => module.DatasetsTab),
);
const FeedContentSection = lazyComponent('FeedContentSection', () =>
  import('../../features/datasets/components/feed-content-section').then((module) => module.FeedContentSection),
);
const FinanceTab = lazyComponent('FinanceTab', () =>
  import('../../features/finance/components/finance-tab').then((module) => module.FinanceTab),
);
const LegalTab = lazyComponent('LegalTab', () =>
  import('../../features/legal/components/legal-tab').then((module) => module.LegalTab),
);
const FeedSummaryView = lazyComponent('FeedSummaryView', () =>
  import('../../features/metadata/components/feed-summary-view').then((module) => module.FeedSummaryView),
);
const MetadataTab = lazyComponent('MetadataTab', () =>
  import('../../features/metadata/components/metadata-tab').then((module) => module.MetadataTab),
);
const PoliciesTab = lazyComponent('PoliciesTab', () =>
  import('../../features/policies/components/policies-tab').then((module) => module.PoliciesTab),
);
const NotificationViewDialog = lazyComponent('NotificationViewDialog', () =>
  import('../../features/notifications/components/notification-view-dialog').then(
    (module) => module.NotificationViewDialog,
  ),
);
const PricingTab = lazyComponent('PricingTab', () =>
  import('../../features/pricing/components/pricing-tab').then((module) => module.PricingTab),
);
const FeedConnectorsSection = lazyComponent('FeedConnectorsSection', () =>
  import('../../features/connectors/components/feed-connectors-section').then((module) => module.FeedConnectorsSection),
);
const TechnicalTab = lazyComponent('TechnicalTab', () =>
  import('../../features/connectors/components/technical-tab').then((module) => module.TechnicalTab),
);
const WorkspaceTab = lazyComponent('WorkspaceTab', () =>
  import('../../features/workspace/components/workspace-tab').then((module) => module.WorkspaceTab),
);

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

  /** The panel of a tab this member may see, or none (the tab then says it is coming). */
  const panelOf = (tab: string): ReactNode => {
    if (tab === 'summary') return <SummaryTab orgId={profile.orgid} />;
    if (tab === 'search') return <SearchFeedsTab />;
    // A live feed's Continuous step attaches one of the organisation's inbound connectors (the Connectors feature's dialog).
    if (tab === 'metadata' && canPublish) {
      return (
        <MetadataTab
          orgId={profile.orgid}
          modal={modal}
          id={id}
          renderFeedConnectors={(feed) => (
            <Suspense fallback={null}>
              <FeedConnectorsSection orgId={profile.orgid} feed={feed} />
            </Suspense>
          )}
        />
      );
    }
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
    // The tab configuration offers Technical to organisations that publish; read-only ones only read it.
    if (tab === 'technical') return <TechnicalTab orgId={profile.orgid} canChange={canPublish} />;
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
  };

  return (
    <>
      <DashboardView
        profile={profile}
        page={page}
        renderPanel={(tab) => {
          const panel = panelOf(tab);
          // A tab's code loads the first time it shows: the tabs stay, its panel says it is loading.
          return panel && <Suspense fallback={<PageLoader page />}>{panel}</Suspense>;
        }}
      />
      {notificationId !== null && (
        <Suspense fallback={null}>
          <NotificationViewDialog
            id={notificationId}
            userId={profile.userid}
            tabs={profile.tabConfig.tabs}
            onClose={() => void navigate(paths.dashboard.getHref(page))}
          />
        </Suspense>
      )}
    </>
  );
}
