import { useState } from 'react';

import type { NotificationTab } from '../api/get-notification-list';

/** What the list dialog shows: a tab and its page, or one notification's details. */
export function useNotificationsDialog() {
  const [tab, setTabState] = useState<NotificationTab>('new');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  return {
    tab,
    page,
    openId,
    setTab: (next: NotificationTab) => {
      setTabState(next);
      setPage(1);
    },
    setPage,
    open: setOpenId,
    backToList: () => setOpenId(null),
    reset: () => {
      setTabState('new');
      setPage(1);
      setOpenId(null);
    },
  };
}
