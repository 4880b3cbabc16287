import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { z } from 'zod';

import { messages } from '@feedmarket/contract/messages';

import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { fromSchema, trimOnBlur } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/email-reset';

type ResetRequestValues = { userOrEmail: string };

/** Asks for a reset link; on success the form gives way to the server's "check your e-mail" message. */
export function ResetPasswordRequestForm() {
  const mutation = useRequestPasswordReset();
  const form = useForm<ResetRequestValues>({
    mode: 'controlled',
    initialValues: { userOrEmail: '' },
    validate: { userOrEmail: fromSchema(z.string().trim().min(1, messages.required)) },
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck size={20} />} title="Check your e-mail" role="status">
          {mutation.data.message}
        </Alert>
        <Anchor component={Link} to={paths.login.getHref()} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ userOrEmail }) =>
        mutation.mutate(userOrEmail.trim(), {
          onError: (error) => showNotice({ message: errorMessage(error, messages.genericError), tone: 'error' }),
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Username or e-mail"
          autoComplete="username"
          required
          data-autofocus
          {...trimOnBlur(form, 'userOrEmail')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
