import { messages } from '@feedmarket/contract/messages';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import {
  defaultCurrency,
  defaultPriceDuration,
  priceModes,
  priceOptions,
} from '@feedmarket/contract/pricing/pricing.constants';
import { ZPriceBody, type TPrice, type TPriceBody } from '@feedmarket/contract/pricing/pricing.schemas';
import { parseDecimal } from '@feedmarket/contract/validators/feed-rules';

/** The pricing modal's values: numbers stay text as typed (a half-typed "12," is kept), ids are numbers. */
export type PriceFormValues = {
  name: string;
  description: string;
  mode: string;
  option: string;
  price: string;
  currency: string;
  volumeAmount: string;
  duration: string;
  requireReview: boolean;
  withoutFeeFlag: boolean;
  isActive: boolean;
  metadataIds: number[];
};

export type PriceFormField = keyof PriceFormValues;
export type PriceFormErrors = Partial<Record<PriceFormField, string>>;

/** A new configuration: priced once per feed, in the default currency, active once saved. */
export const newPriceValues: PriceFormValues = {
  name: '',
  description: '',
  mode: String(priceModes.perFeed),
  option: String(priceOptions.priced),
  price: '',
  currency: defaultCurrency,
  volumeAmount: '',
  duration: String(defaultPriceDuration),
  requireReview: false,
  withoutFeeFlag: false,
  isActive: true,
  metadataIds: [],
};

/** The form's values of a saved configuration. */
export function valuesOfPrice(price: TPrice): PriceFormValues {
  return {
    name: price.name,
    description: price.description,
    mode: String(price.mode),
    option: String(price.option),
    // A free configuration's 0 is not a price the user typed: its field starts empty if they switch to one.
    price: price.option === priceOptions.priced ? String(price.price) : '',
    currency: price.currency,
    volumeAmount: price.volumeAmount === null ? '' : String(price.volumeAmount),
    duration: String(price.duration),
    requireReview: price.requireReview,
    withoutFeeFlag: price.withoutFeeFlag,
    isActive: price.status === activeStatuses.active,
    metadataIds: price.metadataIds,
  };
}

/** The fields the chosen mode and option use; the modal hides the others (spec §2). */
export function shownFields(values: Pick<PriceFormValues, 'mode' | 'option'>) {
  const isPriced = Number(values.option) === priceOptions.priced;
  return {
    price: isPriced,
    currency: isPriced,
    // A free configuration takes no money, so there is no fee to waive.
    withoutFeeFlag: isPriced,
    volumeAmount: Number(values.mode) === priceModes.volume,
    duration: Number(values.mode) === priceModes.duration,
  };
}

/**
 * The request body of the values. What the mode or option does not use goes as the server keeps it
 * (a free price is 0; volume and duration it drops itself). The note is left out: saving keeps it.
 */
export function bodyOfValues(values: PriceFormValues, orgId?: number): TPriceBody {
  const shown = shownFields(values);
  const volumeAmount = values.volumeAmount === '' ? null : Number(values.volumeAmount);
  return {
    ...(orgId !== undefined && { orgId }),
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.isActive ? activeStatuses.active : activeStatuses.notActive,
    mode: Number(values.mode) as TPriceBody['mode'],
    option: Number(values.option) as TPriceBody['option'],
    price: shown.price ? (parseDecimal(values.price) ?? undefined) : 0,
    currency: shown.currency ? values.currency.trim() : defaultCurrency,
    volumeAmount: shown.volumeAmount ? volumeAmount : null,
    duration: Number(values.duration) as TPriceBody['duration'],
    requireReview: values.requireReview,
    withoutFeeFlag: shown.withoutFeeFlag && values.withoutFeeFlag,
    metadataIds: values.metadataIds,
  };
}

const formFields = new Set<string>(Object.keys(newPriceValues));

/** The form field of a body field the contract or the server named (`body.metadataIds`, `price`), if any. */
export function formFieldOf(field: string): PriceFormField | null {
  const name = field.replace(/^body\./, '').split('.')[0] ?? '';
  const aliases: Record<string, PriceFormField> = {
    modeFlag: 'mode',
    status: 'isActive',
    active: 'isActive',
    volume: 'volumeAmount',
  };
  const formField = aliases[name] ?? name;
  return formFields.has(formField) ? (formField as PriceFormField) : null;
}

/**
 * The modal's rules, which are the contract's (`ZPriceBody`, the server checks the same), plus what
 * text alone can get wrong: a shown price or volume left empty, or a lone separator.
 */
export function validatePriceValues(values: PriceFormValues): PriceFormErrors {
  const errors: PriceFormErrors = {};
  const shown = shownFields(values);
  if (shown.price) {
    if (values.price.trim() === '') errors.price = messages.required;
    else if (parseDecimal(values.price) === null) errors.price = messages.number;
  }
  if (shown.volumeAmount && values.volumeAmount.trim() === '') errors.volumeAmount = messages.required;

  const result = ZPriceBody.safeParse(bodyOfValues(values));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    // Only fields on screen: a hidden one's issue is not the user's to fix.
    if (field && errors[field] === undefined && isShown(field, shown)) errors[field] = issue.message;
  }
  return errors;
}

function isShown(field: PriceFormField, shown: ReturnType<typeof shownFields>): boolean {
  return field in shown ? shown[field as keyof typeof shown] : true;
}
