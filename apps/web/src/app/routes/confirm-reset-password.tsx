import { IconLockCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';

import { CardPage } from '../../components/card-page';
import { ConfirmResetPasswordForm } from '../../features/auth/components/confirm-reset-password-form';

/** /confirmResetPassword/:resetPasswordKey?: choose a new password with the key from the e-mail. */
export function ConfirmResetPasswordRoute() {
  const { resetPasswordKey } = useParams();
  return (
    <CardPage
      title="Choose a new password"
      icon={<IconLockCheck size={24} />}
      description="Your new password replaces the old one at once; you then sign in with it."
    >
      <ConfirmResetPasswordForm key={resetPasswordKey ?? ''} resetKey={resetPasswordKey} />
    </CardPage>
  );
}
