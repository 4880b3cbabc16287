import { MultiSelect, Stack, Text, Textarea, Title } from '@mantine/core';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { useCustomLists, type CustomListWithEntries } from '../../hooks/use-custom-lists';
import type { FeedFormValues } from './feed-form-values';
import { LookupChips, LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

function CustomListInput({
  list,
  chosen,
  onChange,
}: {
  list: CustomListWithEntries;
  chosen: readonly number[];
  onChange: (entries: number[]) => void;
}) {
  const ids = new Set(list.entries.map((entry) => entry.id));
  return (
    <MultiSelect<number>
      label={list.name}
      description={list.description ?? 'Optional'}
      placeholder="Choose entries"
      data={list.entries.map((entry) => ({ value: entry.id, label: entry.name }))}
      value={chosen.filter((id) => ids.has(id))}
      onChange={(value) => onChange([...chosen.filter((id) => !ids.has(id)), ...value])}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Legal: the licence, terms, regulations and entries of custom lists that apply to the data. */
export function LegalStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  const lists = useCustomLists();
  const chosen = values.legal.customEntries;
  const setChosen = (entries: number[]) => fields.set('legal.customEntries', entries);
  return (
    <Stack gap="md">
      <LookupSelect domainId={10} label="Licence" required binding={fields.input('legal.licence')} />
      <Textarea
        label="Terms"
        description="Optional: terms of use beyond the licence"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={feedLimits.longTextMax}
        {...fields.text('legal.terms')}
      />
      <LookupChips domainId={14} label="Regulatory" binding={fields.input('regulatory')} />
      <Stack gap="xs">
        <Title order={4} fz="sm">
          Custom lists
        </Title>
        {fields.error('legal.customEntries') && (
          <Text size="sm" c="red">
            {fields.error('legal.customEntries')}
          </Text>
        )}
        {[...lists.global, ...lists.organization].map((list) => (
          <CustomListInput key={list.id} list={list} chosen={chosen} onChange={setChosen} />
        ))}
        {lists.global.length + lists.organization.length === 0 && (
          <Text size="sm" c="dimmed">
            No custom lists are available.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
