import {
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';

import type { TRegisterBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import {
  AccountUserFields,
  accountOrganizationRules,
  accountUserRules,
  hintBelow,
  emptyAccountUser,
  toAccountUserBody,
  type AccountUserValues,
} from '../../../components/account-user-fields';
import {
  AddressFields,
  addressLine,
  addressRules,
  emptyAddress,
  toAddressBody,
  useAddressNames,
  type AddressValues,
} from '../../../components/address-fields';
import { IsicCodePicker } from '../../../components/isic-code-picker';
import { ApiError } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { equalsField, firstOf, fromSchema, trimOnBlur } from '../../../lib/form-validation';
import { isicCodesQueryOptions, useRestrictedEmails } from '../../../lib/lookups';
import { showNotice } from '../../../lib/notify';
import { useRegisterOrganisation } from '../api/register';

type RegistrationValues = AddressValues &
  AccountUserValues & {
    name: string;
    website: string;
    isicCode: string[];
    confirmEmail: string;
    password: string;
    confirmPassword: string;
    phone: string;
    agreement: boolean;
  };

const initialValues: RegistrationValues = {
  ...emptyAddress,
  ...emptyAccountUser,
  name: '',
  website: '',
  isicCode: [],
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  phone: '',
  agreement: false,
};

export type RegistrationResult = { username: string; password: string; message: string };

const requiredText = fromSchema<RegistrationValues>(z.string().min(1, messages.required));

// Server field paths (from the request body) to the form's fields, so a refused value is marked in place.
function formFieldOf(serverField: string): keyof RegistrationValues | null {
  const field = serverField
    .replace(/^users\.0\./, '')
    .replace(/^email\.0\.emailAddress$/, 'email')
    .replace(/^phones\.0\.phoneNumber$/, 'phone')
    .replace(/\.\d+$/, '');
  return field in initialValues ? (field as keyof RegistrationValues) : null;
}

type RegistrationFormProps = {
  /** Called after the organisation was created, to sign the new user in. */
  onRegistered: (result: RegistrationResult) => void;
  /** True while the caller is still busy with the result (signing in). */
  isFinishing?: boolean;
};

/** Registration of an organisation and its first user. */
export function RegistrationForm({ onRegistered, isFinishing = false }: RegistrationFormProps) {
  const restricted = useRestrictedEmails();
  const mutation = useRegisterOrganisation();

  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: {
      ...addressRules<RegistrationValues>(),
      ...accountUserRules<RegistrationValues>(restricted.data ?? []),
      ...accountOrganizationRules<RegistrationValues>(),
      confirmEmail: firstOf<RegistrationValues>(requiredText, (value, values) =>
        String(value).trim().toLowerCase() === values.email.trim().toLowerCase() ? null : messages.emailsDiffer,
      ),
      password: fromSchema(zField('password', { required: true })),
      confirmPassword: firstOf<RegistrationValues>(requiredText, equalsField('password', messages.passwordsDiffer)),
      phone: fromSchema(zField('phone')),
      agreement: (value) => (value === true ? null : messages.agreementRequired),
    },
  });

  const addressNames = useAddressNames(form.values);

  const toBody = (values: RegistrationValues): TRegisterBody => {
    const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
    return {
      name: values.name.trim(),
      ...toAddressBody(values),
      addressDisplay: addressLine(values, addressNames) || undefined,
      website: optional(values.website),
      isicCode: values.isicCode,
      users: [
        {
          ...toAccountUserBody(values),
          password: values.password,
          phones: optional(values.phone) ? [{ phoneNumber: values.phone.trim(), phoneType: 1 }] : undefined,
        },
      ],
    };
  };

  const submit = (values: RegistrationValues) =>
    mutation.mutate(toBody(values), {
      onSuccess: (answer) =>
        onRegistered({ username: values.username.trim(), password: values.password, message: answer.message }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { field, message } of error.fields) {
            const formField = formFieldOf(field);
            if (formField) form.setFieldError(formField, message);
          }
        }
        showNotice({
          title: formatMessage('registrationFailed', { username: values.username.trim() }),
          message: error instanceof ApiError && error.serverMessage ? error.serverMessage : messages.genericError,
          tone: 'error',
        });
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="lg" mb={4}>
            Organisation
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            The member account: providers see these details when they decide who may access their feeds. Every field is
            required unless marked optional.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="Organisation name" required autoComplete="organization" {...trimOnBlur(form, 'name')} />
            <TextInput
              label="Website"
              description="Optional"
              placeholder="www.example.com"
              autoComplete="url"
              {...trimOnBlur(form, 'website')}
            />
            <AddressFields form={form} />
          </SimpleGrid>
          <Divider my="lg" />
          <IsicCodePicker
            treeQuery={isicCodesQueryOptions()}
            value={form.values.isicCode}
            onChange={(codes) => {
              form.setFieldValue('isicCode', codes);
              form.validateField('isicCode');
            }}
            error={form.errors.isicCode}
          />
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="lg" mb={4}>
            Your user account
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            You become the first administrator of the organisation and can invite colleagues later.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <AccountUserFields form={form} />
            <TextInput
              label="Phone"
              description="Optional"
              inputWrapperOrder={hintBelow}
              type="tel"
              autoComplete="tel"
              {...trimOnBlur(form, 'phone')}
            />
            <TextInput
              label="Confirm e-mail"
              type="email"
              required
              autoComplete="email"
              {...trimOnBlur(form, 'confirmEmail')}
            />
            <PasswordInput
              label="Password"
              description="6 to 20 characters with a letter and a digit, no spaces"
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              required
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
        </Paper>

        <Stack gap="md">
          <Checkbox
            label={
              <>
                I have read and accept the{' '}
                <Anchor
                  component="button"
                  type="button"
                  inherit
                  onClick={(event) => {
                    // The link sits inside the checkbox label: reading the agreement must not tick it.
                    event.preventDefault();
                    openDialog('userAgreement');
                  }}
                >
                  user agreement
                </Anchor>
              </>
            }
            {...form.getInputProps('agreement', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending || isFinishing}>
              Register
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
