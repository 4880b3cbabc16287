import { Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';

import {
  policyLimits,
  policyPriorities,
  policyTypeDescriptions,
  policyTypeNames,
} from '@feedmarket/contract/policies/policies.constants';

import type { WizardFields } from '../../../components/wizard/wizard-fields';
import { usePolicyTypes } from '../api/get-policy-types';
import type { PolicyFormValues, PolicyTypeId, Priority } from '../utils/policy-form-values';

// While `/policy/type` loads (or if it fails), the contract's own names say the same.
const knownTypes = Object.entries(policyTypeNames).map(([value, name]) => ({
  value: Number(value),
  name,
  description: policyTypeDescriptions[Number(value)] ?? '',
}));

const priorityDescriptions: Record<Priority, string> = {
  [policyPriorities.high]: 'Decides before low-priority policies.',
  [policyPriorities.low]: 'Decides when no high-priority policy matched.',
};

type PolicyDescribeFieldsProps = {
  values: PolicyFormValues;
  fields: WizardFields;
};

/** What a policy is called, what it does to the members it matches, its priority, alias and legal review. */
export function PolicyDescribeFields({ values, fields }: PolicyDescribeFieldsProps) {
  const types = usePolicyTypes();
  const typeOptions = types.data ?? knownTypes;
  return (
    <Stack gap="md">
      <TextInput label="Name" required maxLength={policyLimits.nameMax} {...fields.text('name')} />
      <Textarea
        label="Description"
        description="Optional: what the policy is for, for your colleagues and legal reviewers"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={policyLimits.descriptionMax}
        {...fields.text('description')}
      />
      <Radio.Group
        label="What it does to the members its rules match"
        required
        value={values.typeId === null ? null : String(values.typeId)}
        onChange={(value) => fields.set('typeId', Number(value) as PolicyTypeId)}
        error={fields.error('typeId')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt={6}>
          {typeOptions.map((type) => (
            <Radio.Card
              key={type.value}
              value={String(type.value)}
              p="sm"
              radius="md"
              withBorder
              // A button centres what it holds; the cards read from their top.
              style={{ display: 'block', textAlign: 'start' }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator size="xs" mt={3} />
                <Stack gap={2}>
                  <Text fw={700} size="sm">
                    {type.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {type.description}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        label="Priority"
        value={String(values.priority)}
        onChange={(value) => fields.set('priority', Number(value) as Priority)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
          <Radio
            value={String(policyPriorities.high)}
            label="High"
            description={priorityDescriptions[policyPriorities.high]}
          />
          <Radio
            value={String(policyPriorities.low)}
            label="Low"
            description={priorityDescriptions[policyPriorities.low]}
          />
        </SimpleGrid>
      </Radio.Group>
      <Switch
        label="Hide the names of consumers"
        description="What you read about requests, payments and notifications under this policy names consumers by the text below."
        {...fields.checkbox('anonymizerFlag')}
      />
      {values.anonymizerFlag && (
        <TextInput
          label="Name shown instead"
          required
          maxLength={policyLimits.anonymizerTextMax}
          {...fields.text('anonymizerText')}
        />
      )}
      <Switch
        label="Ask for legal review"
        description="Your organisation's legal reviewers review the policy; it can be activated once they resolve the review."
        {...fields.checkbox('requireLegalReview')}
      />
    </Stack>
  );
}
