import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';

import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { errorMessage } from '../../../lib/api-client';
import { useDialog } from '../../../lib/dialogs';
import { equalsField, firstOf, fromSchema } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useProfile } from '../../../lib/session/session-store';
import { useChangePassword } from '../api/password-change';

type ChangePasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const initialValues: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password from the user menu: current, new and confirmed new password. */
export function ChangePasswordDialog() {
  const { opened, close } = useDialog('changePassword');
  const profile = useProfile();
  const mutation = useChangePassword();

  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: {
      oldPassword: fromSchema(z.string().min(1, messages.required)),
      newPassword: fromSchema(zField('password', { required: true })),
      confirmPassword: firstOf(
        fromSchema(z.string().min(1, messages.required)),
        equalsField('newPassword', messages.passwordsDiffer),
      ),
    },
  });

  const handleClose = () => {
    form.reset();
    mutation.reset();
    close();
  };

  const submit = (values: ChangePasswordValues) => {
    if (!profile) return;
    mutation.mutate(
      { username: profile.username, oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          showNotice({ message: messages.passwordChanged, tone: 'success' });
          handleClose();
        },
        onError: (error) => {
          showNotice({ message: errorMessage(error, messages.passwordChangeFailed), tone: 'error' });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={handleClose} title="Change password" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Use 6 to 20 characters with at least one letter and one digit, and no spaces.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
