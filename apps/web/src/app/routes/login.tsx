import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { openDialog, useDialog } from '../../lib/dialogs';
import { getSession } from '../../lib/session/session-store';
import { SearchRoute } from './search';

/** The spec opens the sign-in dialog 1.5 s after /login shows the search page. */
export const signInDialogDelayMs = 1500;

/** /login: the search page with the sign-in dialog opening after 1.5 s. */
export function LoginRoute() {
  const navigate = useNavigate();
  const { opened } = useDialog('signIn');
  const wasOpened = useRef(false);
  // Only a user who arrives already signed in is sent on; one who signs in here is routed by the sign-in itself.
  const [arrivedSignedIn] = useState(() => getSession().status === 'authenticated');

  useEffect(() => {
    if (arrivedSignedIn) return;
    const timer = window.setTimeout(() => openDialog('signIn'), signInDialogDelayMs);
    return () => window.clearTimeout(timer);
  }, [arrivedSignedIn]);

  // Dismissing the dialog leaves the login address for the plain search page.
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current && getSession().status === 'anonymous') {
      void navigate(paths.search.getHref(), { replace: true });
    }
  }, [opened, navigate]);

  if (arrivedSignedIn) return <Navigate to={paths.search.getHref()} replace />;
  return <SearchRoute />;
}
