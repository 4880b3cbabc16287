import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { messages } from '@feedmarket/contract/messages';

import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { withNotice, type Notice } from '../../lib/notify';
import { rememberPath } from '../../lib/session/redirect-path';
import { endSession, useSession } from '../../lib/session/session-store';

const loginRequired: Notice = { message: messages.loginRequired, tone: 'error', duration: 'alert' };
const sessionExpired: Notice = { message: messages.sessionExpired, tone: 'error' };
const loggedOut: Notice = { message: messages.loggedOut, tone: 'info' };
const supervisorOnly: Notice = { message: messages.supervisorOnly, tone: 'error', duration: 'alert' };

/** Clears the session, remembers the requested page and goes to the sign-in page. */
function LoginRedirect({ notice }: { notice: Notice }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    endSession();
    rememberPath(`${location.pathname}${location.search}${location.hash}`);
    void navigate(paths.login.getHref(), { replace: true, ...withNotice(notice) });
  }, [location, navigate, notice]);
  return <PageLoader />;
}

/**
 * Routes for signed-in users. A visitor gets 'Please login to access !' and the sign-in page; a user
 * whose session ends on the page is told why: signed out (to the search page) or expired (to sign in).
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname } = useLocation();

  if (session.status === 'restoring') return <PageLoader page label="Checking your session" />;
  if (session.status === 'anonymous') {
    const endedHere = session.ended?.pathname === pathname ? session.ended.reason : null;
    if (endedHere === 'logout') return <Navigate to={paths.search.getHref()} replace {...withNotice(loggedOut)} />;
    return <LoginRedirect notice={endedHere === 'expired' ? sessionExpired : loginRequired} />;
  }
  return <Outlet />;
}

/** Routes for supervisors only; anyone else is sent to the search page with the spec's message. */
export function RequireSupervisor() {
  const session = useSession();
  if (session.status === 'authenticated' && !session.profile.supervisor) {
    return <Navigate to={paths.search.getHref()} replace {...withNotice(supervisorOnly)} />;
  }
  return <Outlet />;
}
