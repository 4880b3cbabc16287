import { Anchor } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';

import { CardPage } from '../../components/card-page';
import { paths } from '../../config/paths';
import { ResetPasswordRequestForm } from '../../features/auth/components/reset-password-request-form';

/** /resetPassword: request a reset link. */
export function ResetPasswordRoute() {
  return (
    <CardPage
      title="Reset your password"
      icon={<IconKey size={24} />}
      description="Enter your username or e-mail address and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            Back to the login page
          </Anchor>
        </>
      }
    >
      <ResetPasswordRequestForm />
    </CardPage>
  );
}
