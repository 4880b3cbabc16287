import { Box } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { countriesWithStates } from '@feedmarket/contract/domain/domain.schemas';

import { useCountries, useStates } from '../lib/lookups';
import { PrefixSelect } from './prefix-select';

/** A form's country and state, as the chosen options' values. */
export type CountryStateValues = { country: string | null; state: string | null };

const statesCountryIds = new Set<number>(Object.values(countriesWithStates));

/** States are listed, and required, for the United States and Canada only. */
export function hasStates(country: string | null): boolean {
  return country !== null && statesCountryIds.has(Number(country));
}

type CountryStateFieldsProps<V extends CountryStateValues> = {
  form: UseFormReturnType<V>;
  /** Runs after another country was chosen (and the state cleared). */
  onCountryChange?: () => void;
  /** Keeps the state's grid cell when there is no state to choose, so the fields after it stay in place. */
  keepStateCell?: boolean;
};

/**
 * Country and, for the United States and Canada, state, both filtered by prefix, as cells of the
 * caller's grid. Choosing another country clears the state.
 */
export function CountryStateFields<V extends CountryStateValues>({
  form,
  onCountryChange,
  keepStateCell = false,
}: CountryStateFieldsProps<V>) {
  const countries = useCountries();
  const { country } = form.getValues();
  const showStates = hasStates(country);
  const states = useStates(showStates ? Number(country) : null);

  const countryData = (countries.data ?? []).map((option) => ({ value: String(option.value), label: option.name }));
  const stateData = (states.data ?? []).map((option) => ({ value: String(option.value), label: option.name }));

  return (
    <>
      <PrefixSelect
        label="Country"
        placeholder={countries.isPending ? 'Loading countries…' : 'Type to search'}
        required
        data={countryData}
        limit={300}
        nothingFoundMessage="No country starts with that"
        {...form.getInputProps('country')}
        onChange={(value) => {
          form.setValues({ country: value, state: null } as Partial<V>);
          onCountryChange?.();
        }}
      />
      {showStates ? (
        <PrefixSelect
          label="State"
          placeholder={states.isPending ? 'Loading states…' : 'Type to search'}
          required
          data={stateData}
          limit={100}
          nothingFoundMessage="No state starts with that"
          {...form.getInputProps('state')}
        />
      ) : (
        // An empty cell keeps the address lines paired in the callers' two columns (from `sm` up);
        // in one column it would only leave a gap.
        keepStateCell && <Box visibleFrom="sm" />
      )}
    </>
  );
}
