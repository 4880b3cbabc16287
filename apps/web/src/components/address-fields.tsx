import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';

import { postalCodeFieldType } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { CountryStateFields, hasStates, type CountryStateValues } from './country-state-fields';
import { fromSchema, trimOnBlur, type Rule } from '../lib/form-validation';
import { useCountries, useStates } from '../lib/lookups';

/** The address part of a form: country and state as chosen option values, the rest as typed. */
export type AddressValues = CountryStateValues & {
  addressline1: string;
  addressline2: string;
  city: string;
  postalcode: string;
};

export const emptyAddress: AddressValues = {
  country: null,
  state: null,
  addressline1: '',
  addressline2: '',
  city: '',
  postalcode: '',
};

const countryId = (country: string | null) => (country === null ? null : Number(country));

/** The rules of the address fields; the state and postal code rules follow the chosen country. */
export function addressRules<V extends AddressValues>(): Record<keyof AddressValues, Rule<V>> {
  const requiredChoice = fromSchema<V>(z.string({ error: messages.required }).min(1, messages.required));
  return {
    country: requiredChoice,
    state: (value, values) => (hasStates(values.country) ? requiredChoice(value, values) : null),
    addressline1: fromSchema(zField('addressline')),
    addressline2: fromSchema(zField('addressline')),
    city: fromSchema(zField('any')),
    postalcode: (value, values) => fromSchema<V>(zField(postalCodeFieldType(countryId(values.country))))(value, values),
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The address as the API takes it: ids as numbers, blank texts left out, a state only where one is kept. */
export function toAddressBody(values: AddressValues) {
  return {
    country: Number(values.country),
    state: hasStates(values.country) && values.state ? Number(values.state) : null,
    addressline1: optional(values.addressline1),
    addressline2: optional(values.addressline2),
    city: optional(values.city),
    postalcode: optional(values.postalcode),
  };
}

type StoredAddress = {
  country: number;
  state: number | null;
  addressline1: string | null;
  addressline2: string | null;
  city: string | null;
  postalcode: string | null;
};

/** A stored address as form values. */
export function toAddressValues(address: StoredAddress): AddressValues {
  return {
    country: String(address.country),
    state: address.state === null ? null : String(address.state),
    addressline1: address.addressline1 ?? '',
    addressline2: address.addressline2 ?? '',
    city: address.city ?? '',
    postalcode: address.postalcode ?? '',
  };
}

type AddressFieldsProps<V extends AddressValues> = {
  form: UseFormReturnType<V>;
  /** Said under the optional fields. */
  optionalHint?: string;
};

/**
 * Country, state (United States and Canada), address lines, city and postal code, as cells of the
 * caller's grid. Choosing another country clears the state and checks the postal code again.
 */
export function AddressFields<V extends AddressValues>({ form, optionalHint = 'Optional' }: AddressFieldsProps<V>) {
  return (
    <>
      <CountryStateFields
        form={form}
        keepStateCell
        onCountryChange={() => {
          if (form.getValues().postalcode) form.validateField('postalcode');
        }}
      />
      <TextInput
        label="Address line 1"
        description={optionalHint}
        autoComplete="address-line1"
        {...trimOnBlur(form, 'addressline1')}
      />
      <TextInput
        label="Address line 2"
        description={optionalHint}
        autoComplete="address-line2"
        {...trimOnBlur(form, 'addressline2')}
      />
      <TextInput label="City" description={optionalHint} autoComplete="address-level2" {...trimOnBlur(form, 'city')} />
      <TextInput
        label="Postal code"
        description={optionalHint}
        autoComplete="postal-code"
        {...trimOnBlur(form, 'postalcode')}
        onChange={(event) => form.setValues({ postalcode: event.currentTarget.value.toUpperCase() } as Partial<V>)}
      />
    </>
  );
}

/** The names of a country and state, for one-line addresses. */
export function useAddressNames(values: Pick<AddressValues, 'country' | 'state'>) {
  const countries = useCountries();
  const states = useStates(hasStates(values.country) ? countryId(values.country) : null);
  return {
    countryName: countries.data?.find((country) => String(country.value) === values.country)?.name,
    stateName: hasStates(values.country)
      ? states.data?.find((state) => String(state.value) === values.state)?.name
      : undefined,
  };
}

/** The address on one line, as organisations show it (`addressDisplay`). */
export function addressLine(values: AddressValues, names: { countryName?: string; stateName?: string }): string {
  return [values.addressline1, values.addressline2, values.city, names.stateName, values.postalcode, names.countryName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
