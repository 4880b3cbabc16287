import { useParams } from 'react-router';

import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { SummaryTab } from '../../features/dashboard/components/summary-tab';
import { DatasetsTab } from '../../features/datasets/components/datasets-tab';
import { MetadataTab } from '../../features/metadata/components/metadata-tab';
import { useProfile } from '../../lib/session/session-store';

const readOnlyOrgType = 3;

/** /dashboard/:page?/:modal?/:id? (signed in). */
export function DashboardRoute() {
  const profile = useProfile();
  const { page, modal, id } = useParams();
  // RequireAuth renders this route only with a session.
  if (!profile) return null;
  // Read-only organisations (type 3) publish nothing; their tab configuration has no Metadata tab either.
  const canPublish = profile.orgType !== readOnlyOrgType;
  return (
    <DashboardView
      profile={profile}
      page={page}
      renderPanel={(tab) => {
        if (tab === 'summary') return <SummaryTab orgId={profile.orgid} />;
        if (tab === 'metadata' && canPublish) return <MetadataTab orgId={profile.orgid} modal={modal} id={id} />;
        // Read-only organisations see their datasets too; the files view hides uploads and deletes from them.
        if (tab === 'datasets') return <DatasetsTab orgId={profile.orgid} modal={modal} id={id} />;
        return null;
      }}
    />
  );
}
