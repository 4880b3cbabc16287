import { Stack } from '@mantine/core';

import type { WizardFields } from '../../../../components/wizard/wizard-fields';
import type { PolicyFormValues } from '../../utils/policy-form-values';
import { ConfigSection, RuleSection } from '../config-section';
import { TimePeriodsField } from '../time-periods-field';

type ConfigStepProps = {
  orgId: number;
  values: PolicyFormValues;
  fields: WizardFields;
  errors: Readonly<Record<string, string>>;
};

/** Configure rules: whom the policy matches (member rules), which feeds it covers by description (metadata rules), and when. */
export function ConfigStep({ orgId, values, fields, errors }: ConfigStepProps) {
  const rules = { values, fields, errors, orgId };
  return (
    <Stack gap="xl">
      <ConfigSection
        title="Who it applies to"
        description="Member rules: the policy decides for the organisations asking for access that match every group. With no member rules it decides for every member."
      >
        <RuleSection {...rules} ruleType="member" emptyText="No member rules: the policy decides for every member." />
      </ConfigSection>

      <ConfigSection
        title="Which feeds it covers by their description"
        description="Metadata rules: besides the feeds chosen by name, the policy covers your feeds whose description matches every group, including feeds you publish later."
      >
        <RuleSection
          {...rules}
          ruleType="metadata"
          emptyText={
            values.metadataIds.length
              ? 'No metadata rules: the policy covers the feeds chosen by name.'
              : 'No metadata rules and no feeds chosen by name: add a rule here, or go back and choose feeds.'
          }
        />
      </ConfigSection>

      <ConfigSection title="When it is in force" description="Periods of days, both ends included (UTC).">
        <TimePeriodsField
          periods={values.timePeriods}
          onChange={(periods) => fields.set('timePeriods', periods)}
          errors={errors}
        />
      </ConfigSection>
    </Stack>
  );
}
