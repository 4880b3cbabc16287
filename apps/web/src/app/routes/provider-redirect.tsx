import { useParams } from 'react-router';

import { ProviderRedirectPage } from '../../features/catalog/components/provider-redirect-page';

/** /go/:provider: sends the browser to the provider organisation's website. */
export function ProviderRedirectRoute() {
  const { provider = '' } = useParams();
  return <ProviderRedirectPage slug={provider} />;
}
