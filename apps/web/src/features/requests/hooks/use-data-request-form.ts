import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { z } from 'zod';

import { formatMessage, messages } from '@feedmarket/contract/messages';
import { dataRequestLimits } from '@feedmarket/contract/requests/requests.schemas';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { hasStates } from '../../../components/country-state-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fromSchema, type Rule } from '../../../lib/form-validation';
import { showNotice } from '../../../lib/notify';
import { useCreateDataRequest } from '../api/create-data-request';
import { toRequestBody, type CriterionRow, type DataRequestValues } from '../utils/request-body';

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

type Values = DataRequestValues;
const requiredChoice = fromSchema<Values>(z.string({ error: messages.required }).min(1, messages.required));

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
