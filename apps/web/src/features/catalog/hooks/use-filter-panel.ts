import { useCallback, useState } from 'react';

import { useScreenWidth } from '../../../hooks/use-screen-width';
import { isCookieUseAllowed } from '../../../lib/cookie-consent';
import { readCookie, writeLongLivedCookie } from '../../../lib/cookies';

/** The cookie that remembers whether the filter panel is open (consumer spec §2; kept until 2030). */
export const filterPanelCookieName = 'feedmarket_filter_panel';

/**
 * The filter panel's open state: the remembered choice, else open on wide screens. The choice is
 * written to the cookie only when the visitor allowed cookies.
 */
export function useFilterPanel(): { opened: boolean; toggle: () => void; setOpened: (opened: boolean) => void } {
  const isWide = useScreenWidth('wide');
  const [choice, setChoice] = useState<boolean | null>(() => {
    const remembered = readCookie(filterPanelCookieName);
    return remembered === 'open' ? true : remembered === 'closed' ? false : null;
  });

  const setOpened = useCallback((opened: boolean) => {
    setChoice(opened);
    if (isCookieUseAllowed()) writeLongLivedCookie(filterPanelCookieName, opened ? 'open' : 'closed');
  }, []);

  const opened = choice ?? isWide;
  return { opened, toggle: () => setOpened(!opened), setOpened };
}
