import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';

import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { appSettingsQueryOptions, setAppGuid } from './lib/app-settings';
import { rereadCookieConsent } from './lib/cookie-consent';
import { assumeForPage } from './lib/page-render';
import { drawingParts } from './lib/lazy-component';
import { createQueryClient } from './lib/query-client';
import { assumeSession } from './lib/session/session-store';

/** What the server knows of a page request. */
export type PageRequest = {
  url: string;
  settings: TAppSettings;
  /** A remembered sign-in's profile, checked by the server; null for a visitor. */
  profile: TLoginProfile | null;
  cookies: string;
  phone: boolean;
};

let drawing: Promise<unknown> = Promise.resolve();

/** A page's first view, and the components loaded on demand in it (the browser loads them first). */
export type DrawnPage = { html: string; parts: string[] };

/**
 * The HTML of the page's first view, as the app draws it before any data arrives. Pages are drawn one
 * at a time: the app keeps the session and cookies in module state, which each page sets first.
 */
export function renderPage(page: PageRequest): Promise<DrawnPage> {
  const drawn = drawing.then(async () => {
    const { result: html, parts } = await drawingParts(() => draw(page));
    return { html, parts };
  });
  drawing = drawn.catch(() => undefined);
  return drawn;
}

async function draw({ url, settings, profile, cookies, phone }: PageRequest): Promise<string> {
  const { pathname, search } = new URL(url);
  // A memory router, as the routes have no loaders: a page that redirects (<Navigate>, an effect)
  // is drawn as it stands, and the browser's router follows the redirect.
  const router = createMemoryRouter(appRoutes, { initialEntries: [`${pathname}${search}`] });
  assumeForPage({ cookies, phone });
  rereadCookieConsent();
  assumeSession(profile);
  setAppGuid(settings.guid);
  const client = createQueryClient();
  client.setQueryData(appSettingsQueryOptions(settings.guid).queryKey, settings);
  // A prerender waits for the code of pages loaded on demand (the first time each is drawn).
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={client}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
    // One piece of HTML, whatever its size: no part of it is left for an inline script to reveal.
    // A part that fails would be left for the browser to draw: the page goes without a view instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  client.clear();
  router.dispose();
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
