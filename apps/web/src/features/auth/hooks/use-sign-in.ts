import { useLocation, useNavigate } from 'react-router';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { formatMessage } from '@feedmarket/contract/messages';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useThemeRules } from '../../../lib/app-settings';
import { closeDialog } from '../../../lib/dialogs';
import { formatDate } from '../../../lib/format';
import { showNotice, withNotice, type Notice } from '../../../lib/notify';
import { takeRememberedPath } from '../../../lib/session/redirect-path';
import { endSession, startSession } from '../../../lib/session/session-store';
import { useLogin } from '../api/login';

export type SignInValues = { username: string; password: string; remember: boolean };

export type SignInOptions = {
  onSuccess?: () => void;
  /** Where to go after signing in; by default the remembered page, or / from the login page. */
  target?: string;
  /** Replaces the default failure handling (clear the session, show the theme's message). */
  onError?: (error: unknown) => void;
};

function welcomeNotice(profile: TLoginProfile): Notice {
  // The first sign-in has no earlier activity; now is the truthful answer.
  const date = formatDate(profile.lastlogin ?? new Date(), 'dateTime', 'local');
  return { message: formatMessage('loginWelcome', { displayname: profile.displayname, date }), tone: 'success' };
}

// Wrong credentials get the theme's message; a server that cannot be reached or refuses for load
// says so instead, since "invalid password" would send the user hunting for the wrong problem.
function isCredentialFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || (error.status >= 400 && error.status < 429);
}

/** Signs in, then returns to the remembered page (or / from the login page) with the welcome message. */
export function useSignIn() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rules = useThemeRules();
  const mutation = useLogin();

  const signIn = (values: SignInValues, options: SignInOptions = {}) => {
    mutation.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (profile) => {
          startSession(profile, { remember: values.remember });
          closeDialog('signIn');
          options.onSuccess?.();
          const notice = welcomeNotice(profile);
          const target =
            options.target ?? takeRememberedPath() ?? (pathname === paths.login.path ? paths.search.getHref() : null);
          if (target) void navigate(target, { replace: pathname === paths.login.path, ...withNotice(notice) });
          else showNotice(notice);
        },
        onError: (error) => {
          endSession();
          if (options.onError) {
            options.onError(error);
            return;
          }
          showNotice({
            message: isCredentialFailure(error) ? rules.loginFailureMessage : (error as ApiError).message,
            tone: 'error',
            duration: 'alert',
          });
        },
      },
    );
  };

  return { signIn, isPending: mutation.isPending };
}
