import type { TProviderSite } from '@feedmarket/contract/providers/providers.schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { createProvidersRepository } from './providers.repository';

/**
 * A stored website as an address a browser may be sent to: http(s) only (registration accepts
 * `northwind.example` without a scheme, which means https), never `javascript:` or `data:`.
 */
export function toWebAddress(website: string | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

export function createProvidersService(db: Db) {
  const repository = createProvidersRepository(db);
  return {
    /** A provider's name and website; organisations without active feeds are not providers to visitors. */
    async site(orgId: number): Promise<TProviderSite> {
      const provider = await repository.findProvider(orgId);
      if (!provider) throw notFound(`No provider ${orgId}`);
      return { id: provider.id, name: provider.name, website: toWebAddress(provider.website) };
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
