import { Stack, Text } from '@mantine/core';

import type { WizardFields } from '../../../../components/wizard/wizard-fields';
import type { FeedNames } from '../../hooks/use-feed-names';
import type { PolicyFormValues } from '../../utils/policy-form-values';
import { FeedPicker } from '../feed-picker';

type SelectStepProps = { orgId: number; values: PolicyFormValues; fields: WizardFields; names: FeedNames };

/** Select: the feeds the policy covers by name; metadata rules (next step) may cover feeds by their description instead. */
export function SelectStep({ orgId, values, fields, names }: SelectStepProps) {
  return (
    <Stack gap="md">
      <Text size="sm">
        Choose the feeds this policy covers. You may also, or instead, cover feeds by their description with metadata
        rules in the next step: a policy needs one or the other.
      </Text>
      <FeedPicker
        orgId={orgId}
        selected={values.metadataIds}
        onChange={(ids) => fields.set('metadataIds', ids)}
        names={names}
      />
    </Stack>
  );
}
