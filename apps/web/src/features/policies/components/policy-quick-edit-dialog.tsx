import { Alert, Button, Divider, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

import type { TPolicy } from '@feedmarket/contract/policies/policies.schemas';

import { PageLoader } from '../../../components/page-loader';
import { StepIssuesAlert } from '../../../components/wizard/step-issues-alert';
import { useScreenWidth } from '../../../hooks/use-screen-width';
import { errorMessage } from '../../../lib/api-client';
import { usePolicy } from '../api/get-policy';
import { useFeedNames } from '../hooks/use-feed-names';
import { usePolicyQuickEdit } from '../hooks/use-policy-quick-edit';
import { policyFieldLabel } from '../utils/policy-form-values';
import { ConfigSection, RuleSection } from './config-section';
import { FeedPicker } from './feed-picker';
import { PolicyDescribeFields } from './policy-describe-fields';
import { TimePeriodsField } from './time-periods-field';

type QuickEditFormProps = { orgId: number; policy: TPolicy; onClose: () => void };

function QuickEditForm({ orgId, policy, onClose }: QuickEditFormProps) {
  const { values, fields, errors, issues, isSaving, save } = usePolicyQuickEdit(policy, onClose);
  const names = useFeedNames(orgId);
  const rules = { values, fields, errors, orgId, isFlat: true };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="lg">
        <StepIssuesAlert issues={issues} labelOf={policyFieldLabel} />
        <PolicyDescribeFields values={values} fields={fields} />
        <Divider />
        <ConfigSection title="Feeds" description="The feeds the policy covers by name.">
          <FeedPicker
            orgId={orgId}
            selected={values.metadataIds}
            onChange={(ids) => fields.set('metadataIds', ids)}
            names={names}
            error={errors.metadataIds}
          />
        </ConfigSection>
        <ConfigSection title="Member rules" description="Whom the policy decides for; none means every member.">
          <RuleSection {...rules} ruleType="member" emptyText="No member rules: the policy decides for every member." />
        </ConfigSection>
        <ConfigSection
          title="Metadata rules"
          description="Your feeds the policy covers by their description, besides those chosen by name."
        >
          <RuleSection {...rules} ruleType="metadata" emptyText="No metadata rules." />
        </ConfigSection>
        <ConfigSection title="Time periods" description="When the policy is in force, both days included (UTC).">
          <TimePeriodsField
            periods={values.timePeriods}
            onChange={(periods) => fields.set('timePeriods', periods)}
            errors={errors}
          />
        </ConfigSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PolicyQuickEditDialogProps = {
  orgId: number;
  policyId: number;
  onClose: () => void;
  /** Opens the same policy in the wizard, which shows every shape of rules. */
  onOpenWizard: () => void;
};

/**
 * The older policy modal: the whole policy on one form, for policies whose rules fit the older model
 * (a list of member rules and one of metadata rules). Others are edited in the wizard.
 */
export function PolicyQuickEditDialog({ orgId, policyId, onClose, onOpenWizard }: PolicyQuickEditDialogProps) {
  const isMobile = useScreenWidth('phone');
  const policy = usePolicy(policyId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={policy.data ? `Quick edit: ${policy.data.name}` : 'Quick edit'}
      size="lg"
      fullScreen={isMobile}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {policy.error ? (
        <Alert color="red" title="The policy cannot be opened">
          {errorMessage(policy.error, 'Please try again in a moment.')}
        </Alert>
      ) : !policy.data ? (
        <PageLoader label="Loading the policy" />
      ) : policy.data.policyCriteria === null ? (
        <Stack gap="md">
          <Text size="sm">
            The rules of {policy.data.name} have groups inside groups, or more than one list of each kind: the quick
            edit cannot show them. Edit the policy in the wizard instead.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button leftSection={<IconWand size={16} aria-hidden />} onClick={onOpenWizard}>
              Edit in the wizard
            </Button>
          </Group>
        </Stack>
      ) : (
        <QuickEditForm orgId={orgId} policy={policy.data} onClose={onClose} />
      )}
    </Modal>
  );
}
