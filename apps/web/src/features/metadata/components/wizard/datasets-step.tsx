import { ActionIcon, Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { emptyDataset, type FeedFormValues } from './feed-form-values';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Datasets: the feed's datasets and the sensor behind each. */
export function DatasetsStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  const isFull = values.dataset.length >= feedLimits.datasets;
  return (
    <Input.Wrapper
      label="Datasets"
      description="At least one. Source and schema of each are set on their own steps."
      error={fields.error('dataset')}
      required
      labelElement="div"
    >
      <Stack gap="md" mt="xs">
        {values.dataset.map((dataset, index) => {
          const at = `dataset.${index}.sensorInfo`;
          return (
            <Paper key={dataset.key} withBorder radius="md" p="sm" role="group" aria-label={`Dataset ${index + 1}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={600} size="sm">
                  Dataset {index + 1}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => fields.remove('dataset', index)}
                  aria-label={`Remove dataset ${index + 1}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <LookupSelect
                  domainId={4}
                  label="Sensor type"
                  required
                  description="What measures the data"
                  binding={fields.input(`${at}.type`)}
                />
                <LookupSelect domainId={25} label="Manufacturer" binding={fields.input(`${at}.manufacturerId`)} />
                <TextInput label="Make" description="Optional" maxLength={120} {...fields.text(`${at}.make`)} />
                <TextInput label="Model" description="Optional" maxLength={120} {...fields.text(`${at}.model`)} />
                <TextInput
                  label="Sensor version"
                  description="Optional"
                  maxLength={60}
                  {...fields.text(`${at}.version`)}
                />
              </SimpleGrid>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => fields.append('dataset', emptyDataset())}
            disabled={isFull}
          >
            Add dataset
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
