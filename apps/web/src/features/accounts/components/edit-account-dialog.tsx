import { Button, Divider, Fieldset, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';

import type { TAccount } from '@feedmarket/contract/accounts/accounts.schemas';

import { IsicCodePicker } from '../../../components/isic-code-picker';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { trimOnBlur } from '../../../lib/form-validation';
import { isicCodesQueryOptions } from '../../../lib/lookups';
import { useAccountForm } from '../hooks/use-account-form';
import { AddressFields } from '../../../components/address-fields';

type EditAccountDialogProps = { account: TAccount; onClose: () => void };

/** "Edit account information": name, website, address, ISIC codes and billing contact, saved together. */
export function EditAccountDialog({ account, onClose }: EditAccountDialogProps) {
  const isMobile = useScreenWidth('phone');
  const { organization, billing, hasBillingContact, setHasBillingContact, submit, isSaving } = useAccountForm(
    account,
    onClose,
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title="Edit account information"
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Providers see these details when they decide who may access their feeds. Changes apply at once for everyone
            in your organisation.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Organisation name"
              required
              autoComplete="organization"
              data-autofocus
              {...trimOnBlur(organization, 'name')}
            />
            <TextInput
              label="Website"
              description="Optional"
              placeholder="www.example.com"
              autoComplete="url"
              {...trimOnBlur(organization, 'website')}
            />
            <AddressFields form={organization} />
          </SimpleGrid>

          <IsicCodePicker
            treeQuery={isicCodesQueryOptions()}
            value={organization.values.isicCode}
            onChange={(codes) => {
              organization.setFieldValue('isicCode', codes);
              organization.validateField('isicCode');
            }}
            error={organization.errors.isicCode}
          />

          <Divider />
          <Switch
            label="Send invoices to a separate billing contact"
            description="Off: invoices go to the organisation's address."
            checked={hasBillingContact}
            onChange={(event) => setHasBillingContact(event.currentTarget.checked)}
          />
          {hasBillingContact && (
            <Fieldset legend="Billing contact" variant="filled">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <TextInput
                  label="Division"
                  description="Optional"
                  placeholder="e.g. Accounts payable"
                  {...trimOnBlur(billing, 'division')}
                />
                <TextInput
                  label="Billing e-mail"
                  description="Optional"
                  type="email"
                  autoComplete="email"
                  {...trimOnBlur(billing, 'email')}
                />
                <AddressFields form={billing} />
                <TextInput
                  label="Billing phone"
                  description="Optional"
                  type="tel"
                  autoComplete="tel"
                  {...trimOnBlur(billing, 'phone')}
                />
              </SimpleGrid>
            </Fieldset>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
