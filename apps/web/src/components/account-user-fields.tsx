import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { firstOf, fromSchema, trimOnBlur, withoutFragments, type Rule } from '../lib/form-validation';

/** An organisation's own fields, beside its address: name, website and the industries it works in. */
export type AccountOrganizationValues = { name: string; website: string; isicCode: string[] };

/** The rules of the organisation's fields: a name, an optional website and at least one ISIC code. */
export function accountOrganizationRules<V extends AccountOrganizationValues>(): Record<
  keyof AccountOrganizationValues,
  Rule<V>
> {
  return {
    name: fromSchema(zField('companyName', { required: true })),
    website: fromSchema(zField('website')),
    isicCode: (value) => ((value as string[]).length === 0 ? messages.required : null),
  };
}

/** The first user of an organisation: names, user name and e-mail address. */
export type AccountUserValues = { firstname: string; lastname: string; username: string; email: string };

export const emptyAccountUser: AccountUserValues = { firstname: '', lastname: '', username: '', email: '' };

/** The rules of the user fields; the e-mail address must not hold a restricted fragment. */
export function accountUserRules<V extends AccountUserValues>(
  restrictedFragments: readonly string[],
): Record<keyof AccountUserValues, Rule<V>> {
  return {
    firstname: fromSchema(zField('name', { required: true })),
    lastname: fromSchema(zField('name', { required: true })),
    username: fromSchema(zField('username', { required: true })),
    email: firstOf<V>(
      fromSchema(zField('email', { required: true })),
      withoutFragments(restrictedFragments, messages.emailRestricted),
    ),
  };
}

/** The user as the API takes it: trimmed, with the address as the organisation's contact (type 1). */
export function toAccountUserBody(values: AccountUserValues) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    username: values.username.trim(),
    email: [{ emailAddress: values.email.trim(), emailType: 1 }],
  };
}

type AccountUserFieldsProps<V extends AccountUserValues> = {
  form: UseFormReturnType<V>;
  /** What the address is used for, said under it. */
  emailDescription?: string;
};

/** Hints go under their input, so inputs side by side line up whether or not they have one. */
export const hintBelow: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** First and last name, user name and e-mail address, as cells of the caller's grid. */
export function AccountUserFields<V extends AccountUserValues>({ form, emailDescription }: AccountUserFieldsProps<V>) {
  return (
    <>
      <TextInput label="First name" required autoComplete="given-name" {...trimOnBlur(form, 'firstname')} />
      <TextInput label="Last name" required autoComplete="family-name" {...trimOnBlur(form, 'lastname')} />
      <TextInput
        label="Username"
        description="5 to 20 letters, digits, @ . _ or -"
        inputWrapperOrder={hintBelow}
        required
        autoComplete="username"
        {...trimOnBlur(form, 'username')}
      />
      <TextInput
        label="E-mail"
        description={emailDescription}
        inputWrapperOrder={hintBelow}
        type="email"
        required
        autoComplete="email"
        {...trimOnBlur(form, 'email')}
      />
    </>
  );
}
