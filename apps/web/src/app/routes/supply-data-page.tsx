import { IconShieldLock } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';

import { ComingSoonPanel } from '../../components/coming-soon-panel';
import { PageShell } from '../../components/page-shell';
import { paths, supplyDataPages, type SupplyDataPage } from '../../config/paths';
import { MetadataConfigurationPage } from '../../features/metadata/components/metadata-configuration-page';
import { canPublishFeeds } from '../../features/metadata/utils/publishing-rights';
import { useProfile } from '../../lib/session/session-store';

function isSupplyDataPage(page: string | undefined): page is SupplyDataPage {
  return supplyDataPages.some((known) => known === page);
}

/** Policy management is announced but not open yet. */
function PolicyManagementPage() {
  return (
    <PageShell
      title="Policy management"
      eyebrow="Supply data"
      description="Decide which organisations may access your feeds, and on what terms."
    >
      <ComingSoonPanel
        title="Policy management"
        description="Your policies will be listed here, with a form to add one: who it applies to, which feeds it covers, and whether access is allowed, denied or reviewed."
        icon={<IconShieldLock size={28} />}
      />
    </PageShell>
  );
}

/** /supply-data/:page (signed in): policy management and metadata configuration. */
export function SupplyDataPageRoute() {
  const profile = useProfile();
  const { page } = useParams();
  if (!isSupplyDataPage(page)) return <Navigate to={paths.supplyData.getHref()} replace />;
  if (page === 'policy-management') return <PolicyManagementPage />;
  // RequireAuth renders this route only with a session; read-only organisations (type 3) publish nothing.
  return <MetadataConfigurationPage canPublish={profile !== null && canPublishFeeds(profile)} />;
}
