import { Button, Checkbox, Group, Modal, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';

import { adminRoleIds, type TUser } from '@feedmarket/contract/accounts/accounts.schemas';
import type { TRole } from '@feedmarket/contract/auth/auth.schemas';

import { useScreenWidth } from '../../../hooks/use-screen-width';
import { trimOnBlur } from '../../../lib/form-validation';
import { useUserRoles } from '../api/get-user-roles';
import { useUserForm } from '../hooks/use-user-form';
import { ListLoading } from '../../../components/list-states';

/** "Administrator, Account administrator and Finance administrator", from the fetched roles. */
function adminRoleNames(roles: TRole[] | undefined): string {
  const names = (roles ?? [])
    .filter((role) => (adminRoleIds as readonly number[]).includes(role.id))
    .map((role) => role.name);
  if (names.length < 2) return names[0] ?? 'Admin roles';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

type UserFormDialogProps = {
  orgId: number;
  /** The user to change; none adds a new one. */
  user?: TUser;
  onClose: () => void;
};

/** "Create user" and "Edit user": names, username (new users only), e-mail, phone and roles. */
export function UserFormDialog({ orgId, user, onClose }: UserFormDialogProps) {
  const isMobile = useScreenWidth('phone');
  const roles = useUserRoles();
  const { form, submit, isSaving } = useUserForm(orgId, user, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? `Edit user ${user.username}` : 'Create user'}
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {user
              ? 'Role changes apply at once and the user is told in a notification; their dashboard tabs follow when they next sign in.'
              : 'The new user gets an e-mail with a link to choose a password. Until then the account needs confirmation.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="First name" required data-autofocus {...trimOnBlur(form, 'firstname')} />
            <TextInput label="Last name" required {...trimOnBlur(form, 'lastname')} />
            {user ? (
              <TextInput
                label="Username"
                value={user.username}
                readOnly
                variant="filled"
                description="Usernames cannot change"
              />
            ) : (
              <TextInput
                label="Username"
                description="5 to 20 letters, digits, @ . _ or -"
                required
                autoComplete="off"
                {...trimOnBlur(form, 'username')}
              />
            )}
            <TextInput
              label="E-mail"
              description={user ? 'Signs in and receives mail' : 'The invitation is sent here'}
              type="email"
              required
              autoComplete="off"
              {...trimOnBlur(form, 'email')}
            />
            <TextInput
              label="Phone"
              description="Optional"
              type="tel"
              autoComplete="off"
              {...trimOnBlur(form, 'phone')}
            />
          </SimpleGrid>

          <Checkbox.Group
            label="Roles"
            description={`${adminRoleNames(roles.data)} manage the organisation and its users. No role is allowed.`}
            {...form.getInputProps('roles')}
          >
            {roles.isPending ? (
              <ListLoading gap={8} mt="xs" label="Loading roles">
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} h={20} w="50%" />
                ))}
              </ListLoading>
            ) : roles.isError ? (
              <Text size="sm" c="red" mt="xs" role="alert">
                The roles cannot be loaded right now. Close the dialog and try again in a moment.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={8} mt="xs">
                {roles.data.map((role) => (
                  <Checkbox key={role.id} value={String(role.id)} label={role.name} />
                ))}
              </SimpleGrid>
            )}
          </Checkbox.Group>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {user ? 'Save' : 'Create user'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
