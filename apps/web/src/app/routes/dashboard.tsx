import { useParams } from 'react-router';

import { AccountTab } from '../../features/accounts/components/account-tab';
import { UsersTab } from '../../features/accounts/components/users-tab';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { DatasetsTab } from '../../features/datasets/components/datasets-tab';
import { MetadataTab } from '../../features/metadata/components/metadata-tab';
import { canPublishFeeds } from '../../features/metadata/utils/publishing-rights';
import { useProfile } from '../../lib/session/session-store';

/** /dashboard/:page?/:modal?/:id? (signed in). */
export function DashboardRoute() {
  const profile = useProfile();
  const { page, modal, id } = useParams();
  // RequireAuth renders this route only with a session.
  if (!profile) return null;
  // Read-only organisations (type 3) publish nothing; their tab configuration has no Metadata tab either.
  const canPublish = canPublishFeeds(profile);
  return (
    <DashboardView
      profile={profile}
      page={page}
      renderPanel={(tab) => {
        if (tab === 'metadata' && canPublish) return <MetadataTab orgId={profile.orgid} modal={modal} id={id} />;
        // Read-only organisations see their datasets too; the files view hides uploads and deletes from them.
        if (tab === 'datasets') return <DatasetsTab orgId={profile.orgid} modal={modal} id={id} />;
        if (tab === 'account') return <AccountTab orgId={profile.orgid} />;
        // The tab configuration offers Users to admins only; the server refuses the list to others too.
        if (tab === 'users') return <UsersTab orgId={profile.orgid} currentUserId={profile.userid} />;
        return null;
      }}
    />
  );
}
