import { Select, SimpleGrid, Stack } from '@mantine/core';

import { useSourceCategories } from '../../api/get-source-categories';
import { DatasetSections } from './dataset-sections';
import type { FeedFormValues } from './feed-form-values';
import { LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Source: the kind of source the feed comes from, and each dataset's source name and type. */
export function SourceStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  const categories = useSourceCategories();
  return (
    <Stack gap="md">
      <Select<number>
        label="Source category"
        required
        placeholder={categories.isPending ? 'Loading…' : 'Choose one'}
        data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        searchable
        nothingFoundMessage="Nothing matches"
        comboboxProps={{ withinPortal: true }}
        {...fields.input('sourceCategoryId')}
      />
      <DatasetSections datasets={values.dataset} fields={fields}>
        {(index) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LookupSelect
              domainId={22}
              label="Source name"
              required
              binding={fields.input(`dataset.${index}.sensorInfo.sourceNameId`)}
            />
            <LookupSelect
              domainId={23}
              label="Source type"
              required
              binding={fields.input(`dataset.${index}.sensorInfo.sourceTypeId`)}
            />
          </SimpleGrid>
        )}
      </DatasetSections>
    </Stack>
  );
}
