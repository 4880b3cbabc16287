import { modals } from '@mantine/modals';
import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';

import { CookieConsentDialog } from '../../components/dialogs/cookie-consent-dialog';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { closeDialog, useDialog, type DialogId } from '../../lib/dialogs';
import { lazyComponent } from '../../lib/lazy-component';
import { clearNotices, readNotice, showNotice } from '../../lib/notify';

// The app-wide dialogs load their code when they first open; the cookie notice shows on a first visit.
const dialogs: [DialogId, ComponentType][] = [
  [
    'signIn',
    lazyComponent('dialog:signIn', () =>
      import('../../features/auth/components/sign-in-dialog').then((module) => module.SignInDialog),
    ),
  ],
  [
    'changePassword',
    lazyComponent('dialog:changePassword', () =>
      import('../../features/auth/components/change-password-dialog').then((module) => module.ChangePasswordDialog),
    ),
  ],
  [
    'whatIsThis',
    lazyComponent('dialog:whatIsThis', () =>
      import('../../components/dialogs/what-is-this-dialog').then((module) => module.WhatIsThisDialog),
    ),
  ],
  [
    'userAgreement',
    lazyComponent('dialog:userAgreement', () =>
      import('../../components/dialogs/user-agreement-dialog').then((module) => module.UserAgreementDialog),
    ),
  ],
  [
    'appOverview',
    lazyComponent('dialog:appOverview', () =>
      import('../../components/dialogs/app-overview-dialog').then((module) => module.AppOverviewDialog),
    ),
  ],
  [
    'dataRequest',
    lazyComponent('dialog:dataRequest', () =>
      import('../../features/requests/components/data-request-dialog').then((module) => module.DataRequestDialog),
    ),
  ],
];

function OnDemandDialog({ id, dialog: Dialog }: { id: DialogId; dialog: ComponentType }) {
  const mounted = useOpenedOnce(useDialog(id).opened);
  return mounted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/**
 * Whether going from `previous` to `next` changes the route. The search page keeps its state in the
 * query string (typing, map moves), so only a new path does; and a redirect to a more precise address
 * of the same page (/dashboard to /dashboard/summary) does not, so a dialog opened while the page
 * loaded stays open.
 */
export function isRouteChange(previous: string | null, next: string, navigationType: NavigationType): boolean {
  if (previous === next) return false;
  return !(navigationType === NavigationType.Replace && previous !== null && next.startsWith(`${previous}/`));
}

/**
 * The root of every route. On each route change it closes open dialogs and clears notifications
 * (consumer spec §2), then shows the message that came with the navigation, if any.
 */
export function RootLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A message belongs to one history entry; going back to it later must not repeat it.
  const shownFor = useRef(new Set<string>());

  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    if (isRouteChange(lastPathname.current, location.pathname, navigationType)) {
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
  }, [location.key, location.pathname, location.state, navigationType]);

  return (
    <>
      <Outlet />
      {dialogs.map(([id, dialog]) => (
        <OnDemandDialog key={id} id={id} dialog={dialog} />
      ))}
      <CookieConsentDialog />
    </>
  );
}
