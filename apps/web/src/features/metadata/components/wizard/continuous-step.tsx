import { Alert, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { feedTypes } from '@feedmarket/contract/catalog/catalog.constants';

import { useIntervalTypes } from '../../api/get-interval-types';
import type { FeedFormValues } from './feed-form-values';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** What a live feed's connectors show on the Continuous step, for the feed as saved (no id before its first save). */
export type RenderFeedConnectors = (feed: { id: number | null; name: string }) => ReactNode;

type ContinuousStepProps = {
  values: FeedFormValues;
  fields: WizardFields;
  /** The feed's connectors (the connectors feature's, composed by the app); none shows the interval alone. */
  connectors?: ReactNode;
};

/** Continuous: how often a live feed updates, and where its records come from. File-based feeds have nothing to set here. */
export function ContinuousStep({ values, fields, connectors }: ContinuousStepProps) {
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
      {connectors}
    </Stack>
  );
}
