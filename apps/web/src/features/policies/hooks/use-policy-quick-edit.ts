import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';

import { messages } from '@feedmarket/contract/messages';
import type { TPolicy } from '@feedmarket/contract/policies/policies.schemas';

import { wizardFields } from '../../../components/wizard/wizard-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { useUpdatePolicy } from '../api/update-policy';
import {
  collectPolicyIssues,
  policySteps,
  policyToValues,
  valuesToCriteriaBody,
  type PolicyFormValues,
} from '../utils/policy-form-values';

/**
 * The quick edit's form: the whole policy on one page in the older model. Its issues show once a save
 * was tried; the policy keeps its status.
 */
export function usePolicyQuickEdit(policy: TPolicy, onClose: () => void) {
  const update = useUpdatePolicy();
  const form = useForm<PolicyFormValues>({ mode: 'controlled', initialValues: policyToValues(policy) });
  const [isAttempted, setAttempted] = useState(false);
  const issues = useMemo(() => collectPolicyIssues(form.values), [form.values]);
  const allIssues = policySteps.flatMap((step) => issues[step] ?? []);
  const errors: Record<string, string> = {};
  if (isAttempted) for (const issue of allIssues) errors[issue.field] ??= issue.message;

  const save = () => {
    setAttempted(true);
    if (allIssues.length) {
      showNotice({ tone: 'error', message: 'Fix the marked fields before saving.' });
      return;
    }
    const values = form.getValues();
    update.mutate(
      { id: policy.id, body: valuesToCriteriaBody(values) },
      {
        onSuccess: (saved) => {
          showNotice({ tone: 'success', message: `The policy ${saved.name} was saved.` });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
        },
      },
    );
  };

  return {
    values: form.values,
    fields: wizardFields(form, errors),
    errors,
    issues: isAttempted ? allIssues : [],
    isSaving: update.isPending,
    save,
  };
}
