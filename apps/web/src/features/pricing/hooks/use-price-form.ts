import { useForm } from '@mantine/form';

import { messages } from '@feedmarket/contract/messages';
import type { TPrice } from '@feedmarket/contract/pricing/pricing.schemas';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useCreatePrice } from '../api/create-price';
import { useUpdatePrice } from '../api/update-price';
import {
  bodyOfValues,
  formFieldOf,
  newPriceValues,
  validatePriceValues,
  valuesOfPrice,
  type PriceFormValues,
} from '../utils/price-form';

/**
 * The pricing modal's form: a new configuration, or `price` to change. The contract's rules run
 * before sending; the server's refusals are marked at their fields (a 400's fields, the 409 of a
 * feed another active configuration prices at the feeds) and said in a notice.
 */
export function usePriceForm(orgId: number, price: TPrice | undefined, onSaved: () => void) {
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const form = useForm<PriceFormValues>({
    mode: 'controlled',
    initialValues: price ? valuesOfPrice(price) : newPriceValues,
    // Checked on saving only: an error appearing on blur moves the fields under the pointer mid-click.
    validate: validatePriceValues,
  });

  const onError = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.status === 401) return;
      for (const { field, message } of error.fields) {
        const formField = formFieldOf(field);
        if (formField) form.setFieldError(formField, message);
      }
      // The conflict names the feeds and the configuration holding them: it belongs with the feeds.
      if (error.status === 409 && error.serverMessage) form.setFieldError('metadataIds', error.serverMessage);
    }
    showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
  };

  const submit = (values: PriceFormValues) => {
    if (price) {
      update.mutate(
        { id: price.id, body: bodyOfValues(values) },
        {
          onSuccess: (saved) => {
            showNotice({ tone: 'success', message: `${saved.name} was saved` });
            onSaved();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(bodyOfValues(values, orgId), {
      onSuccess: (created) => {
        showNotice({ tone: 'success', message: `The price configuration ${created.name} was created` });
        onSaved();
      },
      onError,
    });
  };

  return { form, submit, isSaving: create.isPending || update.isPending };
}
