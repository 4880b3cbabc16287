import { useForm } from '@mantine/form';

import type { TUser } from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstOf, fromSchema, withoutFragments } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useRestrictedEmails } from '../../../lib/lookups';
import { useUpdateUser } from '../api/update-user';

export type UserValues = {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  phone: string;
  roles: string[];
};

const emptyUser: UserValues = { firstname: '', lastname: '', username: '', email: '', phone: '', roles: [] };

function valuesOf(user: TUser): UserValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    username: user.username,
    email: user.email[0]?.emailAddress ?? '',
    phone: user.phone ?? '',
    roles: user.roles.map((role) => String(role.id)),
  };
}

// Server field paths (from the request body) to the form's fields, so a refused value is marked in place.
function formFieldOf(serverField: string): keyof UserValues | null {
  const field = serverField
    .replace(/^body\./, '')
    .replace(/^email\.0\.emailAddress$/, 'email')
    .replace(/^phones\.0\.phoneNumber$/, 'phone')
    .replace(/\.\d+$/, '');
  return field in emptyUser ? (field as keyof UserValues) : null;
}

/**
 * The create and edit user form. A new user gets an invitation to choose their password; a taken
 * e-mail address or username is marked on its field with the server's message.
 */
export function useUserForm(orgId: number, user: TUser | undefined, onSaved: () => void) {
  const restricted = useRestrictedEmails();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<UserValues>({
    mode: 'controlled',
    initialValues: user ? valuesOf(user) : emptyUser,
    validateInputOnBlur: true,
    validate: {
      firstname: fromSchema(zField('name', { required: true })),
      lastname: fromSchema(zField('name', { required: true })),
      // A username cannot be changed, so only a new one is checked.
      username: user ? () => null : fromSchema(zField('username', { required: true })),
      email: firstOf<UserValues>(
        fromSchema(zField('email', { required: true })),
        withoutFragments(restricted.data ?? [], messages.emailRestricted),
      ),
      phone: fromSchema(zField('phone')),
    },
  });

  const onError = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const { field, message } of error.fields) {
        const formField = formFieldOf(field);
        if (formField) form.setFieldError(formField, message);
      }
      if (error.status === 409 && error.serverMessage === messages.emailInUse) {
        form.setFieldError('email', messages.emailInUse);
      } else if (error.status === 409 && error.serverMessage === messages.usernameTaken) {
        form.setFieldError('username', messages.usernameTaken);
      }
      if (error.status === 401) return;
    }
    showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
  };

  const submit = (values: UserValues) => {
    const phone = values.phone.trim();
    const common = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: [{ emailAddress: values.email.trim(), emailType: 2 }],
      phones: phone ? [{ phoneNumber: phone, phoneType: 1 }] : undefined,
      roles: values.roles.map((id) => ({ id: Number(id) })),
    };
    if (user) {
      update.mutate(
        { userId: user.id, body: common },
        {
          onSuccess: (saved) => {
            showNotice({ tone: 'success', message: formatMessage('userUpdated', { name: saved.displayName }) });
            onSaved();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { orgId, body: { ...common, username: values.username.trim() } },
      {
        onSuccess: (answer) => {
          showNotice({ tone: 'success', message: answer.message });
          onSaved();
        },
        onError,
      },
    );
  };

  return { form, submit, isSaving: create.isPending || update.isPending };
}
