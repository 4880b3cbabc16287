import { Alert, Button, Group, Modal } from '@mantine/core';
import { IconBolt, IconDeviceFloppy } from '@tabler/icons-react';
import type { RefObject } from 'react';

import type { TPolicy } from '@feedmarket/contract/policies/policies.schemas';

import { PageLoader } from '../../../../components/page-loader';
import { StepIssuesAlert } from '../../../../components/wizard/step-issues-alert';
import { WizardFooter } from '../../../../components/wizard/wizard-footer';
import { WizardLayout } from '../../../../components/wizard/wizard-layout';
import { useConfirmDiscard } from '../../../../hooks/use-confirm-discard';
import { useEscapeClose } from '../../../../hooks/use-escape-close';
import { useScreenWidth } from '../../../../hooks/use-screen-width';
import { errorMessage } from '../../../../lib/api-client';
import type { Notice } from '../../../../lib/notify';
import { usePolicy } from '../../api/get-policy';
import { useFeedNames } from '../../hooks/use-feed-names';
import { usePolicyWizard } from '../../hooks/use-policy-wizard';
import { policyFieldLabel, policySteps, policyStepTitles } from '../../utils/policy-form-values';
import { PolicyDescribeFields } from '../policy-describe-fields';
import { ActivateStep } from './activate-step';
import { AssignStep } from './assign-step';
import { ConfigStep } from './config-step';
import { SelectStep } from './select-step';
import { SummaryStep } from './summary-step';

const stepTitles = policySteps.map((step) => policyStepTitles[step]);
const configIndex = policySteps.indexOf('config');

type PolicyWizardFormProps = {
  orgId: number;
  saved: TPolicy | null;
  isMobile: boolean;
  unsavedChangesRef: RefObject<() => boolean>;
  onClose: (notice?: Notice) => void;
};

function PolicyWizardForm({ orgId, saved, isMobile, unsavedChangesRef, onClose }: PolicyWizardFormProps) {
  const wizard = usePolicyWizard({ saved, unsavedChangesRef, onClose });
  const names = useFeedNames(orgId);
  const { steps, values, fields, activeStep, busy } = wizard;
  const isBusy = busy !== null;

  const step = (() => {
    switch (activeStep) {
      case 'describe':
        return <PolicyDescribeFields values={values} fields={fields} />;
      case 'select':
        return <SelectStep orgId={orgId} values={values} fields={fields} names={names} />;
      case 'config':
        return <ConfigStep orgId={orgId} values={values} fields={fields} errors={wizard.errors} />;
      case 'assign':
        return <AssignStep orgId={orgId} values={values} names={names} />;
      case 'summary':
        return (
          <SummaryStep
            values={values}
            hasIssues={Boolean(wizard.issues.describe?.length || wizard.issues.config?.length)}
            onFixRules={() => {
              const first = wizard.issues.describe?.length ? 0 : configIndex;
              steps.markAttempted([0, configIndex]);
              steps.jumpTo(first);
            }}
          />
        );
      case 'activate':
        return (
          <ActivateStep
            savedStatus={wizard.policyId === null ? null : values.status}
            requireLegalReview={values.requireLegalReview}
            legalReviewState={saved?.legalReviewState ?? null}
            refusal={wizard.refusal}
          />
        );
    }
  })();

  return (
    <WizardLayout
      titles={stepTitles}
      active={steps.active}
      furthest={steps.furthest}
      marks={wizard.marks}
      onSelectStep={steps.select}
      isMobile={isMobile}
      notes={
        <StepIssuesAlert
          issues={steps.attempted.has(steps.active) ? wizard.activeIssues : []}
          labelOf={policyFieldLabel}
        />
      }
      footer={
        <WizardFooter
          isFirst={steps.active === 0}
          isLast={steps.active === policySteps.length - 1}
          isBusy={isBusy}
          onBack={() => wizard.goTo(steps.active - 1)}
          onNext={() => wizard.goTo(steps.active + 1)}
          finish={
            <>
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                onClick={wizard.saveNotActive}
                loading={busy === 'save'}
                disabled={isBusy && busy !== 'save'}
              >
                Save, not active
              </Button>
              <Button
                leftSection={<IconBolt size={16} aria-hidden />}
                onClick={wizard.saveAndActivate}
                loading={busy === 'activate'}
                disabled={isBusy && busy !== 'activate'}
              >
                Save and activate
              </Button>
            </>
          }
        />
      }
    >
      {step}
    </WizardLayout>
  );
}

export type PolicyWizardProps = {
  orgId: number;
  /** The policy to edit; none writes a new one. */
  policyId?: number;
  /** With the notice to show once the wizard's address is left, if any. */
  onClose: (notice?: Notice) => void;
};

/** The policy wizard: Describe, Select feeds, Configure rules, Assign, Summary (the server's preview), Activate. */
export function PolicyWizard({ orgId, policyId, onClose }: PolicyWizardProps) {
  const isMobile = useScreenWidth('phone');
  const policy = usePolicy(policyId);
  const { unsavedChangesRef, requestClose } = useConfirmDiscard(
    onClose,
    'Some changes are not saved. Save the policy to keep them, or close and lose them.',
  );
  const escapeRef = useEscapeClose(requestClose);
  const isLoading = policyId !== undefined && policy.isPending;

  return (
    <Modal
      opened
      onClose={requestClose}
      title={policyId === undefined ? 'New policy' : 'Edit policy'}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnEscape={false}
    >
      <div ref={escapeRef}>
        {policy.error ? (
          <Alert color="red" title="The policy cannot be opened">
            <Group gap="sm">
              {errorMessage(policy.error, 'The wizard could not be loaded. Please try again later.')}
              <Button size="xs" variant="white" color="red" onClick={() => onClose()}>
                Close
              </Button>
            </Group>
          </Alert>
        ) : isLoading ? (
          <PageLoader label="Loading the policy" />
        ) : (
          <PolicyWizardForm
            orgId={orgId}
            saved={policy.data ?? null}
            isMobile={isMobile}
            unsavedChangesRef={unsavedChangesRef}
            onClose={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
