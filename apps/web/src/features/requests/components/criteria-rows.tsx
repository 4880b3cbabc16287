import { ActionIcon, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';

import { dataRequestLimits } from '@feedmarket/contract/requests/requests.schemas';

import { useCriteriaTypes } from '../../../lib/lookups';
import type { DataRequestValues } from '../utils/request-body';

type CriteriaRowsProps = {
  form: UseFormReturnType<DataRequestValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  canAdd: boolean;
};

/** What the data should be: a criterion type and a text per row; one row is always kept (spec §5). */
export function CriteriaRows({ form, onAdd, onRemove, canAdd }: CriteriaRowsProps) {
  const types = useCriteriaTypes();
  const choices = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  const { criteria } = form.values;
  return (
    <Stack gap="sm" component="fieldset" p={0} m={0} style={{ border: 0 }}>
      <Title order={3} fz="sm" component="legend" mb="xs">
        What data do you need?
      </Title>
      {criteria.map((row, index) => (
        <Group key={row.key} align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={`Criterion ${index + 1}`}
            placeholder={types.isPending ? 'Loading…' : 'Choose'}
            description={types.data?.find((type) => String(type.id) === row.criteriaId)?.description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={choices}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
            {...form.getInputProps(`criteria.${index}.criteriaId`)}
          />
          <TextInput
            label={`Details of criterion ${index + 1}`}
            placeholder="e.g. Puget Sound, from 2020"
            maxLength={dataRequestLimits.criterionText}
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps(`criteria.${index}.text`)}
          />
          {criteria.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={{ base: 0, sm: 28 }}
              size="lg"
              aria-label={`Remove criterion ${index + 1}`}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {canAdd && (
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            Add criterion
          </Button>
        </Group>
      )}
    </Stack>
  );
}
