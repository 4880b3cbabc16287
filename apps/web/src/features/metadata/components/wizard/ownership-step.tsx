import { Stack } from '@mantine/core';

import type { FeedFormValues } from './feed-form-values';
import { PartyList } from './party-list';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Ownership: who produces the data (originators) and who holds the rights to it (owners). */
export function OwnershipStep({ values, fields }: { values: FeedFormValues; fields: WizardFields }) {
  return (
    <Stack gap="xl">
      <PartyList
        path="ownership.originators"
        singular="Originator"
        title="Originators"
        description="Who produces the data: at least one."
        parties={values.ownership.originators}
        fields={fields}
      />
      <PartyList
        path="ownership.owners"
        singular="Owner"
        title="Owners"
        description="Who holds the rights to the data: at least one."
        parties={values.ownership.owners}
        fields={fields}
      />
    </Stack>
  );
}
