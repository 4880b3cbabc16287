import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';

import { feedLimits } from '@feedmarket/contract/catalog/metadata.schemas';

import { DatasetSections } from './dataset-sections';
import type { FeedFormValues } from './feed-form-values';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Schema: the format and shape of each dataset's data. */
export function SchemaStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  return (
    <DatasetSections datasets={values.dataset} fields={fields}>
      {(index) => {
        const at = `dataset.${index}.schemaInfo`;
        return (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <LookupSelect domainId={5} label="Format" required binding={fields.input(`${at}.format`)} />
              <LookupSelect domainId={8} label="Schema type" required binding={fields.input(`${at}.type`)} />
              <LookupSelect domainId={19} label="Unit of measure" binding={fields.input(`${at}.unitOfMeasureId`)} />
              <TextInput
                label="Property"
                description="Optional, e.g. air_temperature"
                maxLength={feedLimits.textMax}
                {...fields.text(`${at}.property`)}
              />
            </SimpleGrid>
            <Textarea
              label="Schema"
              description="Optional: a JSON Schema, a column list or another description of the records"
              autosize
              minRows={4}
              maxRows={12}
              maxLength={feedLimits.longTextMax}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              {...fields.text(`${at}.body`)}
            />
          </Stack>
        );
      }}
    </DatasetSections>
  );
}
