import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';

import { countriesWithStates } from '@feedmarket/contract/domain/domain.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { dataRequestLimits, type TDataRequestBody } from '@feedmarket/contract/requests/requests.schemas';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { fromSchema, type Rule } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useCreateDataRequest } from '../api/create-data-request';

// `key` keeps each row's inputs with the row when another row is removed; it is not sent.
export type CriterionRow = { key: string; criteriaId: string | null; text: string };

export type DataRequestValues = {
  firstName: string;
  lastName: string;
  email: string;
  orgName: string;
  country: string | null;
  state: string | null;
  address: string;
  role: string;
  comment: string;
  criteria: CriterionRow[];
};

export const emptyCriterion = (): CriterionRow => ({ key: randomId(), criteriaId: null, text: '' });

const initialValues = (): DataRequestValues => ({
  firstName: '',
  lastName: '',
  email: '',
  orgName: '',
  country: null,
  state: null,
  address: '',
  role: '',
  comment: '',
  criteria: [emptyCriterion()],
});

const statesCountryIds = new Set<number>(Object.values(countriesWithStates));

/** States are listed, and required, for the United States and Canada only. */
export function hasStates(country: string | null): boolean {
  return country !== null && statesCountryIds.has(Number(country));
}

type Values = DataRequestValues;
const requiredChoice = fromSchema<Values>(z.string({ error: messages.required }).min(1, messages.required));

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The body the API takes: ids as numbers, blank texts left out, a contact only from visitors. */
export function toRequestBody(values: DataRequestValues, isMember: boolean): TDataRequestBody {
  return {
    comment: optional(values.comment),
    contact: isMember
      ? undefined
      : {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          orgName: values.orgName.trim(),
          country: Number(values.country),
          state: hasStates(values.country) && values.state ? Number(values.state) : null,
          address: optional(values.address),
          role: optional(values.role),
        },
    criteria: values.criteria.map((row) => ({ criteriaId: Number(row.criteriaId), text: row.text.trim() })),
  };
}

/**
 * The request form (page 2): the visitor's contact, the comment and the criteria rows, at least one
 * of which is always kept. Sending it shows the spec's failure message with the server's reason.
 */
export function useDataRequestForm({ isMember, onSent }: { isMember: boolean; onSent: () => void }) {
  const mutation = useCreateDataRequest();
  // Contact rules apply to visitors only: a member's account is the contact.
  const visitorOnly = (rule: Rule<Values>): Rule<Values> => (isMember ? () => null : rule);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(),
    validateInputOnBlur: true,
    validate: {
      firstName: visitorOnly(fromSchema(zField('name', { required: true }))),
      lastName: visitorOnly(fromSchema(zField('name', { required: true }))),
      email: visitorOnly(fromSchema(zField('email', { required: true }))),
      orgName: visitorOnly(fromSchema(zField('companyName', { required: true }))),
      country: visitorOnly(requiredChoice),
      state: visitorOnly((value, values) => (hasStates(values.country) ? requiredChoice(value, values) : null)),
      address: visitorOnly(fromSchema(zField('addressline'))),
      role: visitorOnly(fromSchema(zField('any'))),
      comment: fromSchema(z.string().max(dataRequestLimits.comment, messages.maxLength)),
      criteria: {
        criteriaId: requiredChoice,
        text: fromSchema(
          zField('default', { required: true }).max(dataRequestLimits.criterionText, messages.maxLength),
        ),
      },
    },
  });

  const addCriterion = () => form.insertListItem('criteria', emptyCriterion());
  const removeCriterion = (index: number) => {
    // Spec §5: at least one criterion row is kept.
    if (form.getValues().criteria.length > 1) form.removeListItem('criteria', index);
  };

  const submit = form.onSubmit((values) => {
    mutation.mutate(toRequestBody(values, isMember), {
      onSuccess: (answer) => {
        showNotice({ tone: 'success', message: answer.message });
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          // Fields the server refused are marked in place ('body.contact.email' → 'email').
          for (const { field, message } of error.fields) {
            const path = field.replace(/^body\./, '').replace(/^contact\./, '');
            if (path in form.getValues() || path.startsWith('criteria.')) form.setFieldError(path, message);
          }
        }
        showNotice({
          tone: 'error',
          message: formatMessage('requestFailed', { message: errorMessage(error, messages.genericError) }),
        });
      },
    });
  });

  return {
    form,
    submit,
    isPending: mutation.isPending,
    addCriterion,
    removeCriterion,
    canAddCriterion: form.values.criteria.length < dataRequestLimits.criteria,
  };
}
