import { ActionIcon, Button, Fieldset, Group, Input, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { useOriginators } from '../../api/get-originators';
import { useOriginatorSectors } from '../../api/get-originator-sectors';
import { emptyParty, type PartyValues } from './feed-form-values';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';
import { SegmentedRadio } from '../../../../components/segmented-radio';

type PartyListProps = {
  /** `ownership.originators` or `ownership.owners`. */
  path: string;
  /** "Originator" or "Owner". */
  singular: string;
  title: string;
  description: string;
  parties: readonly PartyValues[];
  fields: WizardFields;
};

type Source = 'list' | 'typed';

/** A list of parties (originators or owners): picked from a sector's known originators or typed in. */
export function PartyList({ path, singular, title, description, parties, fields }: PartyListProps) {
  const [source, setSource] = useState<Source>('list');
  const [sectorId, setSectorId] = useState<number | null>(null);
  const [originatorId, setOriginatorId] = useState<number | null>(null);
  const [typedName, setTypedName] = useState('');
  const sectors = useOriginatorSectors();
  const originators = useOriginators(sectorId);
  const lower = singular.toLowerCase();

  const chosen = originators.data?.find((option) => option.value === originatorId) ?? null;
  const isFull = parties.length >= feedLimits.parties;
  const canAdd = !isFull && (source === 'list' ? chosen !== null : typedName.trim() !== '');

  const add = () => {
    if (!canAdd) return;
    const party =
      source === 'list' && chosen
        ? emptyParty({ originatorId: chosen.value, name: chosen.name })
        : emptyParty({ name: typedName.trim() });
    fields.append(path, party);
    setOriginatorId(null);
    setTypedName('');
  };

  const error = fields.error(path);
  return (
    <Input.Wrapper label={title} description={description} error={error} required labelElement="div">
      <Stack gap="xs" mt={6}>
        {parties.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {lower} yet.
          </Text>
        ) : (
          <Stack gap={6} role="list" aria-label={title}>
            {parties.map((party, index) => (
              <Paper key={party.key} withBorder radius="md" px="sm" py={6} role="listitem">
                <Group gap="sm" wrap="nowrap" align="flex-end">
                  <Stack gap={0} flex={1} miw={0}>
                    <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {party.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {party.originatorId ? 'Known originator' : 'Typed name'}
                    </Text>
                  </Stack>
                  <LookupSelect
                    domainId={6}
                    label="Owner type"
                    description=""
                    placeholder="Optional"
                    w={170}
                    binding={fields.input(`${path}.${index}.type`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    onClick={() => fields.remove(path, index)}
                    aria-label={`Remove ${lower} ${party.name}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Fieldset legend={`Add an ${lower}`} variant="filled" radius="md" p="sm">
          <Stack gap="xs">
            <SegmentedRadio
              size="xs"
              value={source}
              onChange={setSource}
              data={[
                { value: 'list', label: 'From the list' },
                { value: 'typed', label: 'Type a name' },
              ]}
              aria-label={`How to add an ${lower}`}
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              {source === 'list' ? (
                <>
                  <Select<number>
                    label="Sector"
                    placeholder={sectors.isPending ? 'Loading…' : 'Choose a sector'}
                    data={(sectors.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
                    value={sectorId}
                    onChange={(value) => {
                      setSectorId(value);
                      setOriginatorId(null);
                    }}
                    comboboxProps={{ withinPortal: true }}
                    w={170}
                  />
                  <Select<number>
                    label="Organisation"
                    placeholder={sectorId === null ? 'Choose a sector first' : 'Choose one'}
                    data={(originators.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
                    value={originatorId}
                    onChange={setOriginatorId}
                    disabled={sectorId === null}
                    searchable
                    comboboxProps={{ withinPortal: true }}
                    flex={1}
                    miw={200}
                  />
                </>
              ) : (
                <TextInput
                  label="Name"
                  value={typedName}
                  maxLength={150}
                  onChange={(event) => setTypedName(event.currentTarget.value)}
                  onBlur={() => setTypedName((name) => name.trim())}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                  flex={1}
                  miw={200}
                />
              )}
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={!canAdd} variant="light">
                Add {lower}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </Stack>
    </Input.Wrapper>
  );
}
