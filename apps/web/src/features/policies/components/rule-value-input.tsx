import { Select, TextInput } from '@mantine/core';

import { sanitiseInteger } from '@feedmarket/contract/validators/feed-rules';

import { IsicCodePicker } from '../../../components/isic-code-picker';
import { isicCodesQueryOptions } from '../../../lib/lookups';
import { useCriterionValues, type CriterionSource } from '../hooks/use-criterion-values';

type RuleValueInputProps = {
  /** Where the chosen criterion's values come from; none until a criterion is chosen. */
  source: CriterionSource | undefined;
  orgId: number;
  value: string;
  /** Told the value and the name it was shown by. */
  onChange: (value: string, name: string) => void;
  error?: string;
  disabled?: boolean;
};

/** A rule's value, picked from the chosen criterion's lookup: a list, the ISIC tree, or an organisation's id. */
export function RuleValueInput({ source, orgId, value, onChange, error, disabled }: RuleValueInputProps) {
  const values = useCriterionValues(source, orgId);

  if (source === undefined) {
    return <Select label="Value" placeholder="Choose a criterion first" data={[]} disabled error={error} />;
  }
  if (values.kind === 'isic') {
    return (
      <IsicCodePicker
        treeQuery={isicCodesQueryOptions()}
        value={value ? [value] : []}
        onChange={(codes) => {
          const code = codes[codes.length - 1] ?? '';
          onChange(code, code ? (values.nameOf(code) ?? '') : '');
        }}
        limit={1}
        label="Value"
        description="One code; it also matches the codes under it."
        error={error}
      />
    );
  }
  if (values.kind === 'id') {
    return (
      <TextInput
        label="Value"
        description="The organisation's id; the summary names the members it matches."
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(sanitiseInteger(event.currentTarget.value, { min: 0 }).replace('-', ''), '')}
        error={error}
        disabled={disabled}
        maxLength={10}
      />
    );
  }
  return (
    <Select
      label="Value"
      placeholder={values.isPending ? 'Loading…' : 'Choose one'}
      data={values.data}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '', chosen ? (values.nameOf(chosen) ?? '') : '')}
      searchable
      nothingFoundMessage="Nothing matches"
      error={error ?? (values.isError ? 'The values cannot be loaded right now' : undefined)}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      limit={200}
    />
  );
}
