import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { autoSignIn } from './features/auth/hooks/use-auto-sign-in';
import { resolveAppGuid, setAppGuid } from './lib/app-settings';
import { rememberCampaign } from './lib/campaign';
import { restoreStoredSession } from './lib/session/session-store';

// Both are read from the address the visitor arrived with and kept for the browser session.
rememberCampaign(window.location.search);
setAppGuid(
  resolveAppGuid(
    window.location.search,
    document.querySelector<HTMLMetaElement>('meta[name="app-guid"]')?.content ?? null,
  ),
);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A kept session is taken up before the first render, so no page sees it half restored.
void restoreStoredSession().then(() => {
  // Without one, a remembered sign-in is checked at once, beside the settings' request.
  autoSignIn();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
