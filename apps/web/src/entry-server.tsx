import {
  dehydrate,
  hydrate,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
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
  /** The API as the page's queries call it on the server: the server's own routes. */
  fetch: typeof fetch;
};

let drawing: Promise<unknown> = Promise.resolve();

/**
 * A page's first view, the components loaded on demand in it (the browser loads them first), and the
 * answers it was drawn with (the browser starts its query cache with them), if any.
 */
export type DrawnPage = { html: string; parts: string[]; answers: DehydratedState | null };

/**
 * How long a drawing waits for the answers its first view asks for. Slower ones are left to the
 * browser: the view is then drawn as it stands before they arrive.
 */
const answersWaitMs = 300;

/**
 * The HTML of the page's first view, as the app draws it with the answers its first render asks for
 * (those that arrive within `answersWaitMs`). Pages are drawn one at a time: the app keeps the page's
 * session, cookies and API in module state, which each page sets first and its calls read as they start.
 */
export function renderPage(page: PageRequest): Promise<DrawnPage> {
  const drawn = drawing.then(async () => {
    const { result, parts } = await drawingParts(() => draw(page));
    return { ...result, parts };
  });
  drawing = drawn.catch(() => undefined);
  return drawn;
}

async function draw({ url, settings, profile, cookies, phone, fetch }: PageRequest) {
  const { pathname, search } = new URL(url);
  const address = `${pathname}${search}`;
  assumeForPage({ cookies, phone, fetch });
  rereadCookieConsent();
  assumeSession(profile);
  setAppGuid(settings.guid);
  const withSettings = (client: QueryClient) => {
    client.setQueryData(appSettingsQueryOptions(settings.guid).queryKey, settings);
    return client;
  };
  // The first drawing asks for the answers the view needs; the second draws the view as the browser
  // will take it over: with exactly the answers the page carries, without those that failed or came late.
  const asking = withSettings(createQueryClient());
  const first = await prerender(address, asking);
  const answers = await askAnswers(asking);
  asking.clear();
  if (!answers) return { html: first, answers: null };
  const answered = withSettings(createQueryClient());
  hydrate(answered, answers);
  const html = await prerender(address, answered);
  answered.clear();
  return { html, answers };
}

/** Whether a query the drawing built would fetch in the browser: enabled, and with a function to call. */
function wouldFetch(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.options.queryFn !== skipToken;
}

/**
 * Calls what the drawn view asked for, and resolves to the answers that arrive in time, as the page
 * hands them to the browser (null for none). No call is tried again: the browser asks again anyway.
 */
async function askAnswers(client: QueryClient): Promise<DehydratedState | null> {
  const asked = client.getQueryCache().getAll().filter(wouldFetch);
  if (asked.length === 0) return null;
  const calls = Promise.allSettled(asked.map((query) => query.fetch({ ...query.options, retry: false })));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([calls, new Promise((resolve) => (timer = setTimeout(resolve, answersWaitMs)))]);
  clearTimeout(timer);
  const answers = dehydrate(client, {
    shouldDehydrateQuery: (query) => asked.includes(query) && query.state.status === 'success',
  });
  return answers.queries.length > 0 ? answers : null;
}

async function prerender(address: string, client: QueryClient): Promise<string> {
  // A memory router, as the routes have no loaders: a page that redirects (<Navigate>, an effect)
  // is drawn as it stands, and the browser's router follows the redirect.
  const router = createMemoryRouter(appRoutes, { initialEntries: [address] });
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
  router.dispose();
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
