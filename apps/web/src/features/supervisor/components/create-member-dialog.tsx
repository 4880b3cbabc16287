import { Alert, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { AccountUserFields } from '../../../components/account-user-fields';
import { AddressFields } from '../../../components/address-fields';
import { IsicCodePicker } from '../../../components/isic-code-picker';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { trimOnBlur } from '../../../lib/form-validation';
import { isicCodesQueryOptions } from '../../../lib/lookups';
import { useMemberForm } from '../hooks/use-member-form';

type CreateMemberDialogProps = { opened: boolean; onClose: () => void };

/** Create member account: the organisation and its first administrator, who is invited to choose a password. */
export function CreateMemberDialog({ opened, onClose }: CreateMemberDialogProps) {
  const isMobile = useScreenWidth('phone');
  const { form, submit, failure, isSaving, requestClose } = useMemberForm(onClose);

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title="Create member account"
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={3} fz="md">
              Organisation
            </Title>
            <Text size="sm" c="dimmed">
              The new member, with the defaults of a registration. Every field is required unless marked optional.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Organisation name"
              description="As members and providers will see it"
              required
              autoComplete="off"
              {...trimOnBlur(form, 'name')}
            />
            <TextInput
              label="Website"
              description="Optional"
              placeholder="www.example.com"
              autoComplete="off"
              {...trimOnBlur(form, 'website')}
            />
            <AddressFields form={form} />
          </SimpleGrid>
          <IsicCodePicker
            treeQuery={isicCodesQueryOptions()}
            description="The industries the organisation works in: choose at least one."

            value={form.values.isicCode}
            onChange={(codes) => {
              form.setFieldValue('isicCode', codes);
              form.validateField('isicCode');
            }}
            error={form.errors.isicCode}
          />
          <Divider />
          <Stack gap={4}>
            <Title order={3} fz="md">
              First administrator
            </Title>
            <Text size="sm" c="dimmed">
              They receive an e-mail with a link, valid for 7 days, to choose their password and sign in.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <AccountUserFields form={form} emailDescription="The invitation goes to this address" />
          </SimpleGrid>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={requestClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Create member account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
