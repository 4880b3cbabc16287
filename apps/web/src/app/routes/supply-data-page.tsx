import { IconFileSettings, IconShieldLock } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';

import { ComingSoonPanel } from '../../components/coming-soon-panel';
import { PageShell } from '../../components/page-shell';
import { paths, supplyDataPages, type SupplyDataPage } from '../../config/paths';

const pages: Record<SupplyDataPage, { title: string; description: string; panel: string; icon: React.ReactNode }> = {
  'policy-management': {
    title: 'Policy management',
    description: 'Decide which organisations may access your feeds, and on what terms.',
    panel:
      'Your policies will be listed here, with a form to add one: who it applies to, which feeds it covers, and whether access is allowed, denied or reviewed.',
    icon: <IconShieldLock size={28} />,
  },
  'metadata-configuration': {
    title: 'Metadata configuration',
    description: 'Describe a feed so that the right organisations can find it.',
    panel:
      'The metadata form and its presets will live here: description, ownership, source, location, environment, legal terms, schema and datasets.',
    icon: <IconFileSettings size={28} />,
  },
};

function isSupplyDataPage(page: string | undefined): page is SupplyDataPage {
  return supplyDataPages.some((known) => known === page);
}

/** /supply-data/:page (signed in): policy management and metadata configuration. */
export function SupplyDataPageRoute() {
  const { page } = useParams();
  if (!isSupplyDataPage(page)) return <Navigate to={paths.supplyData.getHref()} replace />;
  const content = pages[page];
  return (
    <PageShell title={content.title} eyebrow="Supply data" description={content.description}>
      <ComingSoonPanel title={content.title} description={content.panel} icon={content.icon} />
    </PageShell>
  );
}
