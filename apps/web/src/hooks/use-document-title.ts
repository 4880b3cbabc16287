import { useEffect } from 'react';

import { useAppSettings } from '../lib/app-settings';

/** Sets the browser tab title to "page · application". */
export function useDocumentTitle(title: string | undefined): void {
  const { appTitle } = useAppSettings();
  useEffect(() => {
    document.title = title ? `${title} · ${appTitle}` : appTitle;
  }, [title, appTitle]);
}
