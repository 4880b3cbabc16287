import { IconLockCheck } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';

import { CardPage } from '../../components/card-page';
import { ConfirmResetPasswordForm } from '../../features/auth/components/confirm-reset-password-form';

/**
 * /confirmResetPassword/:resetPasswordKey?: choose a new password with the key from the e-mail. The
 * link of an invitation to a new user says `?invitation=1`, and the page welcomes them instead.
 */
export function ConfirmResetPasswordRoute() {
  const { resetPasswordKey } = useParams();
  const [search] = useSearchParams();
  const isInvitation = search.get('invitation') === '1';
  return (
    <CardPage
      title={isInvitation ? 'Choose your password' : 'Choose a new password'}
      icon={<IconLockCheck size={24} />}
      description={
        isInvitation
          ? 'Welcome to Feedmarket. Choose the password you will sign in with; your account is active once it is saved.'
          : 'Your new password replaces the old one at once; you then sign in with it.'
      }
    >
      <ConfirmResetPasswordForm
        key={resetPasswordKey ?? ''}
        resetKey={resetPasswordKey}
        submitLabel={isInvitation ? 'Save password' : 'Save new password'}
      />
    </CardPage>
  );
}
