import { Anchor, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { z } from 'zod';

import { messages } from '@feedmarket/contract/messages';

import { paths } from '../../../config/paths';
import { useAppSettings, useThemeRules } from '../../../lib/app-settings';
import { useCookieConsent } from '../../../lib/cookie-consent';
import { useDialog } from '../../../lib/dialogs';
import { fromSchema, trimOnBlur } from '../../../lib/form-validation';
import { useSignIn, type SignInValues } from '../hooks/use-sign-in';

const requiredText = z.string().trim().min(1, messages.required);

/** The sign-in dialog: user name or e-mail, password, remember-me, and the ways to reset or register. */
export function SignInDialog() {
  const { opened, close } = useDialog('signIn');
  const settings = useAppSettings();
  const rules = useThemeRules();
  const consent = useCookieConsent();
  const { signIn, isPending } = useSignIn();

  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { username: '', password: '', remember: false },
    validate: { username: fromSchema(requiredText), password: fromSchema(requiredText) },
  });

  const rememberHint =
    consent === 'allowed'
      ? 'Keeps you signed in on this device.'
      : 'Needs cookies: allow them in the cookie notice to stay signed in after closing the browser.';

  return (
    <Modal opened={opened} onClose={close} title="Sign in" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => signIn(values, { onSuccess: () => form.reset() }))}
        aria-describedby="sign-in-prompt"
      >
        <Stack gap="md">
          <Text id="sign-in-prompt" c="dimmed" size="sm">
            {settings.loginPrompt}
          </Text>
          <TextInput
            label="Username or e-mail"
            autoComplete="username"
            data-autofocus
            required
            {...trimOnBlur(form, 'username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Checkbox
              label="Remember me"
              description={rememberHint}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor component={Link} to={paths.resetPassword.getHref()} size="sm" style={{ whiteSpace: 'nowrap' }}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={isPending}>
            Sign in
          </Button>
          {rules.registrationOpen && (
            <Text size="sm" ta="center" c="dimmed">
              New to {settings.appTitle}?{' '}
              <Anchor component={Link} to={paths.register.getHref()} fw={600}>
                Register your organisation
              </Anchor>
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
