import { MultiSelect, Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';
import { formatMessage } from '@feedmarket/contract/messages';

import { useLookup } from '../../api/get-lookup';

type LookupFieldProps = {
  /** Lookup list id: 1 category, 16 environment … (provider spec §9). */
  domainId: number;
  label: string;
  binding: GetInputPropsReturnType;
  required?: boolean;
  description?: React.ReactNode;
  placeholder?: string;
  /** Width, or flex share in a row. */
  w?: number | string;
  flex?: number;
};

/** The options of a lookup list, as the inputs list them. */
function useLookupData(domainId: number) {
  const lookup = useLookup(domainId);
  return { lookup, data: (lookup.data ?? []).map((option) => ({ value: option.value, label: option.name })) };
}

/** One value of a lookup list (`/domain/{id}`). */
export function LookupSelect({
  domainId,
  label,
  binding,
  required,
  description,
  placeholder,
  w,
  flex,
}: LookupFieldProps) {
  const { lookup, data } = useLookupData(domainId);
  return (
    <Select<number>
      label={label}
      required={required}
      description={description ?? (required ? undefined : 'Optional')}
      placeholder={placeholder ?? (lookup.isPending ? 'Loading…' : 'Choose one')}
      data={data}
      searchable
      clearable={!required}
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
      w={w}
      flex={flex}
      {...binding}
    />
  );
}

/** Several values of a lookup list as chips, at most `limit` (5) of them (spec §9). */
export function LookupChips({
  domainId,
  label,
  binding,
  required,
  description,
  limit = feedLimits.chips,
}: LookupFieldProps & { limit?: number }) {
  const { lookup, data } = useLookupData(domainId);
  const count = Array.isArray(binding.value) ? binding.value.length : 0;
  return (
    <MultiSelect<number>
      label={label}
      required={required}
      description={description ?? `${required ? 'Choose' : 'Optional: choose'} up to ${limit} (${count} chosen)`}
      placeholder={count >= limit ? undefined : lookup.isPending ? 'Loading…' : 'Choose'}
      data={data}
      maxValues={limit}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={count >= limit ? formatMessage('chipsLimit', { limit }) : 'Nothing matches'}
      comboboxProps={{ withinPortal: true }}
      {...binding}
    />
  );
}
