import { Alert, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';

import { useIntervalTypes } from '../../api/get-interval-types';
import type { FeedFormValues } from './feed-form-values';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Continuous: how often a live feed updates. File-based feeds have nothing to set here. */
export function ContinuousStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  const intervals = useIntervalTypes();
  if (values.typeId !== feedTypes.continuous) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        This step does not apply to file-based feeds. To publish a live feed, choose Continuous as the feed type on the
        Describe step.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Select<number>
        label="Update interval"
        required
        description="How often the feed delivers new data"
        placeholder={intervals.isPending ? 'Loading…' : 'Choose one'}
        data={(intervals.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
        comboboxProps={{ withinPortal: true }}
        {...fields.input('updateIntervalType')}
      />
    </Stack>
  );
}
