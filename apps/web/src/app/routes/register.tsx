import { Anchor, Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';

import { CardPage } from '../../components/card-page';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../config/paths';
import { RegistrationForm, type RegistrationResult } from '../../features/accounts/components/registration-form';
import { useSignIn } from '../../features/auth/hooks/use-sign-in';
import { useAppSettings, useThemeRules } from '../../lib/app-settings';
import { openDialog } from '../../lib/dialogs';
import { withNotice } from '../../lib/notify';

function RegistrationClosed() {
  const { appTitle } = useAppSettings();
  return (
    <CardPage
      title="Registration is closed"
      icon={<IconLock size={24} />}
      description={`${appTitle} is not taking new organisations at the moment. Members with an existing account can still use it.`}
    >
      <Group>
        <Button component={Link} to={paths.search.getHref()}>
          Back to search
        </Button>
        <Button variant="default" onClick={() => openDialog('signIn')}>
          Use an existing account
        </Button>
      </Group>
    </CardPage>
  );
}

/** /register: the registration form, or a closed notice in themes that block registration. */
export function RegisterRoute() {
  const { registrationOpen } = useThemeRules();
  const { appTitle } = useAppSettings();
  const navigate = useNavigate();
  const { signIn, isPending } = useSignIn();

  if (!registrationOpen) return <RegistrationClosed />;

  // A new account signs in at once; if that is refused (e.g. the account awaits confirmation), the
  // user is sent to sign in with the registration's success message.
  const onRegistered = ({ username, password, message }: RegistrationResult) =>
    signIn(
      { username, password, remember: false },
      {
        target: paths.dashboard.getHref(),
        onError: () => void navigate(paths.login.getHref(), withNotice({ message, tone: 'success' })),
      },
    );

  return (
    <PageShell
      title="Register your organisation"
      eyebrow={`Join ${appTitle}`}
      description={
        <>
          Create a member account to request access to feeds and publish your own. Already registered?{' '}
          <Anchor component="button" type="button" fz="inherit" onClick={() => openDialog('signIn')}>
            Use your existing account
          </Anchor>
          .
        </>
      }
      size="md"
    >
      <RegistrationForm onRegistered={onRegistered} isFinishing={isPending} />
    </PageShell>
  );
}
