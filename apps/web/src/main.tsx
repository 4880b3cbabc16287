import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { autoSignIn } from './features/auth/hooks/use-auto-sign-in';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';

import { appSettingsQueryOptions, getAppGuid, resolveAppGuid, setAppGuid } from './lib/app-settings';
import { rememberCampaign } from './lib/campaign';
import { loadDrawnParts } from './lib/lazy-component';
import { pageJson } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { getSession, restoreStoredSession } from './lib/session/session-store';

// Both are read from the address the visitor arrived with and kept for the browser session.
rememberCampaign(window.location.search);
setAppGuid(
  resolveAppGuid(
    window.location.search,
    document.querySelector<HTMLMetaElement>('meta[name="app-guid"]')?.content ?? null,
  ),
);
// The page carries its application's settings: the app renders at once instead of after asking for
// them (unless another application was asked for, with ?app= or earlier in the session).
const appSettings = pageJson<TAppSettings>('app-settings');
const settingsKnown = appSettings?.guid === getAppGuid();
if (settingsKnown) {
  queryClient.setQueryData(appSettingsQueryOptions(appSettings.guid).queryKey, appSettings);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The server-drawn view is inert (the server's web-app plugin) until the app has taken all of it over.
 * React takes over the page's frame first and the parts inside Suspense boundaries (the page itself)
 * in later tasks: a click before then could change what is still being taken over (signing in changes
 * the drawn results), so the view goes live once the main thread is idle.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    const goLive = () => root?.removeAttribute('inert');
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(goLive, 50);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(goLive, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return children;
}

// A kept session is taken up before the first render, so no page sees it half restored.
void restoreStoredSession().then(() => {
  // Without one, a remembered sign-in is taken from the page or checked at once.
  const pageProfile = pageJson<TLoginProfile>('session-profile');
  autoSignIn(pageProfile);
  // As a transition the first render is built in slices, so the page answers input while it builds.
  const app = (
    <StrictMode>
      <TakenOver>
        <App />
      </TakenOver>
    </StrictMode>
  );
  // The server drew the page's first view for the session it checked (the page's profile, or none):
  // the app takes that view over when this tab starts with the same session, and draws its own otherwise.
  const session = getSession();
  const drawnFor = pageProfile?.token ?? null;
  const takeOver =
    root.firstChild !== null &&
    settingsKnown &&
    session.status !== 'restoring' &&
    (session.profile?.token ?? null) === drawnFor;
  if (!takeOver) {
    startTransition(() => createRoot(root).render(app));
    return;
  }
  // The view was drawn with these answers (for this session): the app starts with them, as the server did.
  const answers = pageJson<DehydratedState>('view-answers');
  if (answers) hydrate(queryClient, answers);
  // The parts of the view loaded on demand are loaded first: one still loading could not take a click.
  void loadDrawnParts(pageJson<string[]>('view-parts') ?? []).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
});
