import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { autoSignIn } from './features/auth/hooks/use-auto-sign-in';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';

import { appSettingsQueryOptions, getAppGuid, resolveAppGuid, setAppGuid } from './lib/app-settings';
import { rememberCampaign } from './lib/campaign';
import { pageJson } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { restoreStoredSession } from './lib/session/session-store';

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
if (appSettings?.guid === getAppGuid()) {
  queryClient.setQueryData(appSettingsQueryOptions(appSettings.guid).queryKey, appSettings);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A kept session is taken up before the first render, so no page sees it half restored.
void restoreStoredSession().then(() => {
  // Without one, a remembered sign-in is taken from the page or checked at once.
  autoSignIn(pageJson<TLoginProfile>('session-profile'));
  // As a transition the first render is built in slices, so the page answers input while it builds.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
