import {
  Input,
  Select,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';

import { startsWithIgnoringCase } from '../lib/form-validation';

/** Country and state lists filter by prefix, ignoring case (consumer spec §5). */
const prefixFilter: OptionsFilter = ({ options, search }) =>
  options.filter(
    (option: ComboboxParsedItem) => 'label' in option && startsWithIgnoringCase((option as ComboboxItem).label, search),
  );

type PrefixSelectProps = Omit<SelectProps, 'label' | 'error' | 'description' | 'filter'> & {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
};

/**
 * A searchable select filtered by prefix. The label is rendered by the wrapper rather than the select,
 * so only the input carries it: Mantine would also name its option list after the label, and a
 * "Country" label would then point at two elements.
 */
export function PrefixSelect({ label, description, error, required, ...props }: PrefixSelectProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} id={id}>
      <Select
        id={id}
        searchable
        required={required}
        error={Boolean(error)}
        filter={prefixFilter}
        autoComplete="off"
        {...props}
        mt={description ? 4 : undefined}
      />
    </Input.Wrapper>
  );
}
