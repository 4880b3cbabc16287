import { Center, Loader, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';

import { useAutoSignIn } from '../features/auth/hooks/use-auto-sign-in';
import { useInactivityLogout } from '../features/auth/hooks/use-inactivity-logout';
import { AppSettingsContext, appIconUrl, appSettingsQueryOptions, getAppGuid } from '../lib/app-settings';
import { noticeDurations } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { mantineThemes, readableCssVariables } from './themes/themes';

function SessionWatch() {
  useAutoSignIn();
  useInactivityLogout();
  return null;
}

/** Uses the application's icon as the favicon once it has loaded; the bundled one stays otherwise. */
function useAppFavicon(guid: string) {
  useEffect(() => {
    const url = appIconUrl(guid);
    const probe = new Image();
    probe.onload = () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link) link.href = url;
    };
    probe.src = url;
  }, [guid]);
}

/** Waits for the application settings (the theme depends on them), then provides the themed app. */
function ThemedApp({ children }: { children: ReactNode }) {
  const guid = getAppGuid();
  const settings = useQuery(appSettingsQueryOptions(guid));
  // The whole app first renders when the settings arrive: as a deferred render React splits it into
  // short tasks, so the page stays responsive while it builds.
  const settingsData = useDeferredValue(settings.data);
  useAppFavicon(guid);

  useEffect(() => {
    if (settingsData) document.title = settingsData.appTitle;
  }, [settingsData]);

  if (!settingsData) {
    return (
      <MantineProvider theme={mantineThemes.basic} cssVariablesResolver={readableCssVariables} deduplicateInlineStyles>
        <Center h="100dvh">
          <Loader aria-label="Loading" />
        </Center>
      </MantineProvider>
    );
  }

  // Responsive style props share one style element per distinct rule set, hoisted once into the head:
  // an element of its own for each component, added and removed as it mounts, made the browser
  // restyle the whole page each time.
  return (
    <MantineProvider
      theme={mantineThemes[settingsData.theme]}
      cssVariablesResolver={readableCssVariables}
      deduplicateInlineStyles
    >
      {/* Above the dialogs too: a confirmation opened through ModalsProvider renders beside the children. */}
      <AppSettingsContext value={settingsData}>
        <Notifications position="top-center" autoClose={noticeDurations.standard} limit={4} zIndex={1000} />
        <SessionWatch />
        {/* Confirmations open from signed-in pages and from the header's notifications alike. */}
        <ModalsProvider>{children}</ModalsProvider>
      </AppSettingsContext>
    </MantineProvider>
  );
}

/** `client`: the server draws each page with a cache of its own; the browser keeps one for the app. */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
