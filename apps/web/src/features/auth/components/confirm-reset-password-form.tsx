import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { equalsField, firstOf, fromSchema, trimOnBlur } from '../../../lib/form-validation';
import { showNotice, withNotice } from '../../../lib/notify';
import { useSetNewPassword } from '../api/new-password';

type ConfirmResetValues = { token: string; password: string; confirmPassword: string };

type ConfirmResetPasswordFormProps = {
  resetKey: string | undefined;
  /** The submit button's text: an invitation saves a first password rather than a new one. */
  submitLabel: string;
};

/** Sets a new password with the key from the reset e-mail; asks for the key when the link had none. */
export function ConfirmResetPasswordForm({ resetKey, submitLabel }: ConfirmResetPasswordFormProps) {
  const navigate = useNavigate();
  const mutation = useSetNewPassword();
  const form = useForm<ConfirmResetValues>({
    mode: 'controlled',
    initialValues: { token: resetKey ?? '', password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: {
      token: fromSchema(z.string().trim().min(1, messages.required)),
      password: fromSchema(zField('password', { required: true })),
      confirmPassword: firstOf(
        fromSchema(z.string().min(1, messages.required)),
        equalsField('password', messages.passwordsDiffer),
      ),
    },
  });

  const submit = (values: ConfirmResetValues) =>
    mutation.mutate(
      { token: values.token.trim(), password: values.password, confirm_password: values.confirmPassword },
      {
        onSuccess: () =>
          void navigate(paths.login.getHref(), withNotice({ message: messages.passwordChanged, tone: 'success' })),
        onError: (error) =>
          showNotice(
            error instanceof ApiError && error.serverMessage
              ? { title: messages.passwordChangeFailed, message: error.serverMessage, tone: 'error' }
              : { message: messages.passwordChangeFailed, tone: 'error' },
          ),
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {!resetKey && (
          <TextInput
            label="Reset key"
            description="The key from the link in your password reset e-mail."
            required
            autoComplete="one-time-code"
            {...trimOnBlur(form, 'token')}
          />
        )}
        <PasswordInput
          label="New password"
          description="6 to 20 characters with at least one letter and one digit, no spaces."
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
