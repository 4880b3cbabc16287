import { Stack } from '@mantine/core';

import { LookupChips, LookupSelect } from './lookup-fields';
import type { WizardFields } from '../../../../components/wizard/wizard-fields';

/** Environment: what houses the sensors, where they are and what they deal with. */
export function EnvironmentStep({ fields }: { fields: WizardFields }) {
  return (
    <Stack gap="md">
      <LookupSelect domainId={21} label="Container name" binding={fields.input('environment.containerNameId')} />
      <LookupChips domainId={16} label="Environments" required binding={fields.input('environment.environmentInfos')} />
      <LookupChips domainId={18} label="Interactors" binding={fields.input('environment.interactors')} />
    </Stack>
  );
}
