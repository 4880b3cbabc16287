import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState, type RefObject } from 'react';

import { messages } from '@feedmarket/contract/messages';
import { activeStatuses } from '@feedmarket/contract/policies/policies.constants';
import type { TPolicy } from '@feedmarket/contract/policies/policies.schemas';

import type { StepMark } from '../../../components/wizard/wizard-layout';
import { wizardFields } from '../../../components/wizard/wizard-fields';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useWizardSteps } from '../../../hooks/use-wizard-steps';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice, type Notice } from '../../../lib/notify';
import { useCreatePolicy } from '../api/create-policy';
import { useSetPolicyStatus } from '../api/set-policy-status';
import { useUpdatePolicy } from '../api/update-policy';
import {
  collectPolicyIssues,
  emptyPolicyValues,
  policyFingerprint,
  policySteps,
  policyToValues,
  valuesToBody,
  type PolicyFormValues,
  type PolicyStep,
} from '../utils/policy-form-values';

/** Why activating was refused, and whether the policy was saved all the same (not active). */
export type ActivationRefusal = { message: string; saved: boolean };

const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

// The server names a refused field by its place in the body: `body.metadataIds.0`, `body.groups`.
const stepOfServerField = (field: string): PolicyStep =>
  /^body\.(name|description|anonymizerText|typeId)/.test(field) ? 'describe' : 'config';

type Options = {
  saved: TPolicy | null;
  unsavedChangesRef: RefObject<() => boolean>;
  onClose: (notice?: Notice) => void;
};

/**
 * The policy wizard's state: the form, its steps (Next is refused while the step has issues), and the
 * two ways to finish it: save not active, or save and activate. A policy the server keeps from
 * activating (legal review) shows "Can't activate policy" with the server's reason.
 */
export function usePolicyWizard({ saved, unsavedChangesRef, onClose }: Options) {
  const createPolicy = useCreatePolicy();
  const updatePolicy = useUpdatePolicy();
  const setStatus = useSetPolicyStatus();
  const [initial] = useState(() => (saved ? policyToValues(saved) : emptyPolicyValues()));
  const form = useForm<PolicyFormValues>({ mode: 'controlled', initialValues: initial });
  const [policyId, setPolicyId] = useState<number | null>(saved?.id ?? null);
  const [baseline, setBaseline] = useState(() => policyFingerprint(initial));
  const [refusal, setRefusal] = useState<ActivationRefusal | null>(null);
  const { busy, run } = useSingleFlight<'save' | 'activate'>();
  const steps = useWizardSteps(policySteps.length, { allVisited: saved !== null });

  const values = form.values;
  const issues = useMemo(() => collectPolicyIssues(values), [values]);
  const errors: Record<string, string> = {};
  policySteps.forEach((step, index) => {
    if (!steps.attempted.has(index)) return;
    for (const issue of issues[step] ?? []) errors[issue.field] ??= issue.message;
  });
  const fields = wizardFields(form, errors);

  useEffect(() => {
    unsavedChangesRef.current = () => policyFingerprint(form.getValues()) !== baseline;
  });

  const activeStep = policySteps[steps.active] ?? 'describe';
  const activeIssues = issues[activeStep] ?? [];
  const marks: StepMark[] = policySteps.map((step, index) => ({
    issues: steps.attempted.has(index) && Boolean(issues[step]?.length),
    feedback: false,
  }));

  const goTo = (index: number) => steps.goTo(index, activeIssues.length === 0);

  /** Marks the steps holding these issues and opens the first of them. */
  const showIssuesIn = (stepsWithIssues: readonly PolicyStep[]) => {
    const indexes = [...new Set(stepsWithIssues.map((step) => policySteps.indexOf(step)))].sort((a, b) => a - b);
    steps.markAttempted(indexes);
    if (indexes[0] !== undefined && !indexes.includes(steps.active)) steps.jumpTo(indexes[0]);
  };

  const finish = (activate: boolean) =>
    run(activate ? 'activate' : 'save', async () => {
      const current = form.getValues();
      const problems = collectPolicyIssues(current);
      const stepsWithIssues = policySteps.filter((step) => problems[step]?.length);
      if (stepsWithIssues.length) {
        showIssuesIn(stepsWithIssues);
        showNotice({ tone: 'error', message: 'Fix the marked fields before saving.' });
        return;
      }
      const status = activate ? activeStatuses.active : activeStatuses.notActive;
      const body = valuesToBody(current, status);
      const isNew = policyId === null;
      let answer: TPolicy | null = null;
      setRefusal(null);
      try {
        answer = isNew ? await createPolicy.mutateAsync(body) : await updatePolicy.mutateAsync({ id: policyId, body });
        // A new policy flagged for legal review is saved not active whatever was asked: asking to
        // activate it brings the server's reason.
        if (activate && answer.status !== activeStatuses.active) {
          answer = await setStatus.mutateAsync({ id: answer.id, status: activeStatuses.active });
        }
        onClose({
          tone: 'success',
          message: activate
            ? `The policy ${answer.name} is active.`
            : `The policy ${answer.name} was saved, not active.`,
        });
      } catch (error) {
        if (answer) {
          // Saved, only not activated: the wizard now edits the saved policy.
          setPolicyId(answer.id);
          form.setFieldValue('status', answer.status);
          setBaseline(policyFingerprint({ ...current, status: answer.status }));
        }
        if (isSessionEnd(error)) return;
        if (activate && error instanceof ApiError && error.status === 409) {
          const message = error.serverMessage ?? messages.genericError;
          setRefusal({ message, saved: answer !== null });
          showNotice({ tone: 'error', title: messages.policyActivateFailed, message });
          return;
        }
        if (error instanceof ApiError && error.fields.length) {
          showIssuesIn(error.fields.map((field) => stepOfServerField(field.field)));
        }
        showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
      }
    });

  return {
    form,
    values,
    fields,
    errors,
    issues,
    steps,
    marks,
    activeStep,
    activeIssues,
    goTo,
    policyId,
    refusal,
    busy,
    saveNotActive: () => void finish(false),
    saveAndActivate: () => void finish(true),
  };
}

export type PolicyWizardState = ReturnType<typeof usePolicyWizard>;
