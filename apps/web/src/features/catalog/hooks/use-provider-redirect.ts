import { useEffect } from 'react';

import { providerIdOf } from '@feedmarket/contract/providers/provider-address';

import { useProviderSite } from '../api/get-provider-site';

/**
 * `/go/{provider}`: looks the provider up and, when it has a website, replaces this page with it
 * (Back then returns to the page that linked here). Says what it found otherwise.
 */
export function useProviderRedirect(slug: string) {
  const orgId = providerIdOf(slug);
  const site = useProviderSite(orgId);
  const website = site.data?.website ?? null;

  useEffect(() => {
    if (website) window.location.replace(website);
  }, [website]);

  if (orgId === null || site.isError) return { state: 'unknown' as const, error: site.error };
  if (!site.data) return { state: 'loading' as const };
  return website
    ? { state: 'leaving' as const, name: site.data.name, website }
    : { state: 'no-website' as const, name: site.data.name };
}
