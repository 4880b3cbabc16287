import { Navigate, useParams } from 'react-router';

import { paths, supplyDataPages, type SupplyDataPage } from '../../config/paths';
import { MetadataConfigurationPage } from '../../features/metadata/components/metadata-configuration-page';
import { canPublishFeeds } from '../../features/metadata/utils/publishing-rights';
import { PolicyManagementPage } from '../../features/policies/components/policy-management-page';
import { canConfigurePolicies } from '../../features/policies/utils/policy-rights';
import { useProfile } from '../../lib/session/session-store';

function isSupplyDataPage(page: string | undefined): page is SupplyDataPage {
  return supplyDataPages.some((known) => known === page);
}

/** /supply-data/:page (signed in): policy management and metadata configuration. */
export function SupplyDataPageRoute() {
  const profile = useProfile();
  const { page } = useParams();
  if (!isSupplyDataPage(page)) return <Navigate to={paths.supplyData.getHref()} replace />;
  // RequireAuth renders this route only with a session; read-only organisations (type 3) publish nothing.
  const canPublish = profile !== null && canPublishFeeds(profile);
  if (page === 'policy-management') {
    return (
      <PolicyManagementPage
        orgId={profile?.orgid ?? 0}
        canPublish={canPublish}
        canConfigure={profile !== null && canConfigurePolicies(profile)}
      />
    );
  }
  return <MetadataConfigurationPage canPublish={canPublish} />;
}
