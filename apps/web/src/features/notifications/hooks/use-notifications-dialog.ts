import { useState } from 'react';

import type { NotificationTab } from '../api/get-notification-list';

/** What the list dialog shows: a tab and its page, one notification's details, or the settings. */
export function useNotificationsDialog() {
  const [tab, setTabState] = useState<NotificationTab>('new');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [view, setView] = useState<'lists' | 'settings'>('lists');
  return {
    tab,
    page,
    openId,
    view,
    setTab: (next: NotificationTab) => {
      setTabState(next);
      setPage(1);
    },
    setPage,
    open: setOpenId,
    openSettings: () => setView('settings'),
    backToList: () => {
      setOpenId(null);
      setView('lists');
    },
    reset: () => {
      setTabState('new');
      setPage(1);
      setOpenId(null);
      setView('lists');
    },
  };
}
