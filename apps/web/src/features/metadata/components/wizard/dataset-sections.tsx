import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { emptyDataset, type DatasetValues } from './feed-form-values';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

type DatasetSectionsProps = {
  datasets: readonly DatasetValues[];
  fields: WizardFields;
  /** The inputs of dataset `index` (paths start with `dataset.{index}.`). */
  children: (index: number) => ReactNode;
};

/** One fieldset per dataset, for the steps that describe every dataset (Source, Schema). */
export function DatasetSections({ datasets, fields, children }: DatasetSectionsProps) {
  if (datasets.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          The feed has no dataset yet. Add one here or on the Datasets step.
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => fields.append('dataset', emptyDataset())}
        >
          Add dataset
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {datasets.slice(0, feedLimits.datasets).map((dataset, index) => (
        <Fieldset key={dataset.key} legend={`Dataset ${index + 1}`} radius="md" p="sm">
          {children(index)}
        </Fieldset>
      ))}
    </Stack>
  );
}
