import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AppOverviewDialog } from '../../components/dialogs/app-overview-dialog';
import { CookieConsentDialog } from '../../components/dialogs/cookie-consent-dialog';
import { UserAgreementDialog } from '../../components/dialogs/user-agreement-dialog';
import { WhatIsThisDialog } from '../../components/dialogs/what-is-this-dialog';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { SignInDialog } from '../../features/auth/components/sign-in-dialog';
import { DataRequestDialog } from '../../features/requests/components/data-request-dialog';
import { closeDialog } from '../../lib/dialogs';
import { clearNotices, readNotice, showNotice } from '../../lib/notify';

/**
 * The root of every route. On each route change it closes open dialogs and clears notifications
 * (consumer spec §2), then shows the message that came with the navigation, if any.
 */
export function RootLayout() {
  const location = useLocation();
  // A message belongs to one history entry; going back to it later must not repeat it.
  const shownFor = useRef(new Set<string>());

  // The search page keeps its state in the query string (typing, map moves): only a new path is a
  // route change that closes dialogs and clears notifications.
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    if (lastPathname.current !== location.pathname) {
      closeDialog();
      modals.closeAll();
      clearNotices();
    }
    lastPathname.current = location.pathname;
    const notice = readNotice(location.state);
    if (notice && !shownFor.current.has(location.key)) {
      shownFor.current.add(location.key);
      showNotice(notice);
    }
  }, [location.key, location.pathname, location.state]);

  return (
    <>
      <Outlet />
      <SignInDialog />
      <ChangePasswordDialog />
      <WhatIsThisDialog />
      <UserAgreementDialog />
      <AppOverviewDialog />
      <DataRequestDialog />
      <CookieConsentDialog />
    </>
  );
}
