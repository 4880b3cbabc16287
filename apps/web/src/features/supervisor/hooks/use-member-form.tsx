import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';

import type { TMemberAccountBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';

import {
  accountOrganizationRules,
  accountUserRules,
  emptyAccountUser,
  toAccountUserBody,
  type AccountUserValues,
} from '../../../components/account-user-fields';
import {
  addressLine,
  addressRules,
  emptyAddress,
  toAddressBody,
  useAddressNames,
  type AddressValues,
} from '../../../components/address-fields';
import { ApiError } from '../../../lib/api-client';
import { useRestrictedEmails } from '../../../lib/lookups';
import { showNotice } from '../../../lib/notify';
import { useCreateMemberAccount } from '../api/create-member-account';

export type MemberFormValues = AddressValues &
  AccountUserValues & {
    name: string;
    website: string;
    isicCode: string[];
  };

const initialValues: MemberFormValues = { ...emptyAddress, ...emptyAccountUser, name: '', website: '', isicCode: [] };

// Server field paths (from the request body) to the form's fields, so a refused value is marked in place.
function formFieldOf(serverField: string): keyof MemberFormValues | null {
  const field = serverField
    .replace(/^body\./, '')
    .replace(/^users\.0\./, '')
    .replace(/^email\.0\.emailAddress$/, 'email')
    .replace(/\.\d+$/, '');
  return field in initialValues ? (field as keyof MemberFormValues) : null;
}

/**
 * The "Create member account" form: the organisation as at registration and its first administrator,
 * who is invited by mail. A refusal is shown as 'Unable to create Member Account.' and the server's reason.
 */
export function useMemberForm(onClose: () => void) {
  const restricted = useRestrictedEmails();
  const mutation = useCreateMemberAccount();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: {
      ...addressRules<MemberFormValues>(),
      ...accountUserRules<MemberFormValues>(restricted.data ?? []),
      ...accountOrganizationRules<MemberFormValues>(),
    },
  });
  const addressNames = useAddressNames(form.values);

  const toBody = (values: MemberFormValues): TMemberAccountBody => ({
    name: values.name.trim(),
    ...toAddressBody(values),
    addressDisplay: addressLine(values, addressNames) || undefined,
    website: values.website.trim() || undefined,
    isicCode: values.isicCode,
    users: [toAccountUserBody(values)],
  });

  const close = () => {
    form.reset();
    setFailure(null);
    mutation.reset();
    onClose();
  };

  /** Closing with something typed asks first: what was typed would be lost. */
  const requestClose = () => {
    if (mutation.isPending) return;
    if (!form.isDirty()) return close();
    modals.openConfirmModal({
      title: 'Discard this member account?',
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text size="sm">What you typed is not saved. Close the form and lose it?</Text>,
      labels: { confirm: 'Discard', cancel: 'Keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: close,
    });
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(toBody(values), {
      onSuccess: (answer) => {
        showNotice({ tone: 'success', title: 'Member account created', message: answer.message });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { field, message } of error.fields) {
            const formField = formFieldOf(field);
            if (formField) form.setFieldError(formField, message);
          }
        }
        const reason = error instanceof ApiError && error.serverMessage ? error.serverMessage : messages.genericError;
        setFailure(`${messages.memberAccountFailed} ${reason}`);
      },
    });
  });

  return { form, submit, failure, isSaving: mutation.isPending, requestClose };
}
