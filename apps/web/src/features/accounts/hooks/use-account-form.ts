import { useForm } from '@mantine/form';
import { useState } from 'react';

import type { TAccount, TOrganizationBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { accountOrganizationRules } from '../../../components/account-user-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fromSchema } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useUpdateAccount } from '../api/update-account';
import {
  addressRules,
  emptyAddress,
  toAddressBody,
  toAddressValues,
  type AddressValues,
} from '../../../components/address-fields';

export type OrganizationValues = AddressValues & { name: string; website: string; isicCode: string[] };
export type BillingValues = AddressValues & { division: string; phone: string; email: string };

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

function organizationValues(account: TAccount): OrganizationValues {
  return {
    ...toAddressValues(account),
    name: account.name,
    website: account.website ?? '',
    isicCode: account.isicCode,
  };
}

function billingValues(account: TAccount): BillingValues {
  const contact = account.billingContact;
  if (!contact) return { ...emptyAddress, division: '', phone: '', email: '' };
  return {
    ...toAddressValues(contact),
    division: contact.division ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
  };
}

/**
 * The "Edit account information" form: the organisation's name, website, address and ISIC codes,
 * and, when invoices go elsewhere, a billing contact. Fields the server refuses are marked in place.
 */
export function useAccountForm(account: TAccount, onSaved: () => void) {
  const mutation = useUpdateAccount();
  const [hasBillingContact, setHasBillingContact] = useState(account.billingContact !== null);

  const organization = useForm<OrganizationValues>({
    mode: 'controlled',
    initialValues: organizationValues(account),
    validateInputOnBlur: true,
    validate: {
      ...addressRules<OrganizationValues>(),
      ...accountOrganizationRules<OrganizationValues>(),
    },
  });

  const billing = useForm<BillingValues>({
    mode: 'controlled',
    initialValues: billingValues(account),
    validateInputOnBlur: true,
    validate: {
      ...addressRules<BillingValues>(),
      division: fromSchema(zField('any')),
      phone: fromSchema(zField('phone')),
      email: fromSchema(zField('email')),
    },
  });

  const toBody = (): TOrganizationBody => {
    const values = organization.getValues();
    const contact = billing.getValues();
    return {
      name: values.name.trim(),
      website: optional(values.website),
      ...toAddressBody(values),
      isicCode: values.isicCode,
      billingContact: hasBillingContact
        ? {
            division: optional(contact.division),
            ...toAddressBody(contact),
            phone: optional(contact.phone),
            email: optional(contact.email),
          }
        : null,
    };
  };

  /** Marks the fields the server refused: `billingContact.…` on the billing form, the rest on the organisation's. */
  const markServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const { field, message } of error.fields) {
      const path = field.replace(/^body\./, '').replace(/\.\d+$/, '');
      if (path.startsWith('billingContact.')) billing.setFieldError(path.slice('billingContact.'.length), message);
      else organization.setFieldError(path, message);
    }
  };

  const submit = () => {
    const organizationInvalid = organization.validate().hasErrors;
    const billingInvalid = hasBillingContact && billing.validate().hasErrors;
    if (organizationInvalid || billingInvalid) return;
    mutation.mutate(
      { orgId: account.id, body: toBody() },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', message: messages.accountUpdated });
          onSaved();
        },
        onError: (error) => {
          markServerErrors(error);
          showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
        },
      },
    );
  };

  return { organization, billing, hasBillingContact, setHasBillingContact, submit, isSaving: mutation.isPending };
}
