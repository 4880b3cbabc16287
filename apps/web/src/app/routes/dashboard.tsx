import { useNavigate, useParams } from 'react-router';

import { paths } from '../../config/paths';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { DatasetsTab } from '../../features/datasets/components/datasets-tab';
import { MetadataTab } from '../../features/metadata/components/metadata-tab';
import { NotificationViewDialog } from '../../features/notifications/components/notification-view-dialog';
import { notificationsModal } from '../../features/notifications/utils/notification-links';
import { useProfile } from '../../lib/session/session-store';

const readOnlyOrgType = 3;

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
  const canPublish = profile.orgType !== readOnlyOrgType;
  return (
    <>
      <DashboardView
        profile={profile}
        page={page}
        renderPanel={(tab) => {
          if (tab === 'metadata' && canPublish) return <MetadataTab orgId={profile.orgid} modal={modal} id={id} />;
          // Read-only organisations see their datasets too; the files view hides uploads and deletes from them.
          if (tab === 'datasets') return <DatasetsTab orgId={profile.orgid} modal={modal} id={id} />;
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
