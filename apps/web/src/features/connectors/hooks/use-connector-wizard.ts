import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type {
  TConnector,
  TConnectorType,
  TConnectorValidation,
} from '@feedmarket/contract/connectors/connectors.schemas';
import { messages } from '@feedmarket/contract/messages';

import type { StepMark } from '../../../components/wizard/wizard-layout';
import { wizardFields } from '../../../components/wizard/wizard-fields';
import { useWizardSteps } from '../../../hooks/use-wizard-steps';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';
import { connectorParamsQueryOptions, useConnectorParams, useConnectorTypes } from '../api/get-connector-lookups';
import { useCreateConnector, useUpdateConnector } from '../api/save-connector';
import { useValidateConnector } from '../api/validate-connector';
import {
  bodyOfValues,
  connectorIssues,
  connectorSteps,
  defaultParams,
  formFieldOfServer,
  newConnectorValues,
  valuesOfConnector,
  type ConnectorCategory,
  type ConnectorFormValues,
} from '../utils/connector-form';

/**
 * The connector wizard's state: the feed and the configuration being written, the chosen type's
 * parameters, each step's issues (next is refused while the step has any), the server's check of the
 * configuration ('Valid' or 'Connector Configuration is Invalid') and saving.
 */
export function useConnectorWizard({
  saved,
  onSaved,
}: {
  saved: TConnector | null;
  onSaved: (saved: TConnector) => void;
}) {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<TConnectorValidation | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<ConnectorFormValues>({
    mode: 'controlled',
    initialValues: saved ? valuesOfConnector(saved) : newConnectorValues(),
    // A change makes the last check of the configuration, and the server's marks, stale.
    onValuesChange: () => {
      setCheck(null);
      setServerErrors({});
    },
  });
  const values = form.getValues();
  const steps = useWizardSteps(connectorSteps.length, { allVisited: saved !== null });

  const types = useConnectorTypes();
  const typesOfCategory: TConnectorType[] = (types.data ?? []).filter((type) => type.category === values.category);
  const chosenType = typesOfCategory.find((type) => type.value === values.type) ?? null;
  const params = useConnectorParams(chosenType);
  const defs = chosenType ? (params.data ?? []) : [];

  const issues = connectorIssues(values, defs);
  const activeStep = connectorSteps[steps.active] ?? 'select';
  const shownIssues = (step: (typeof connectorSteps)[number]) =>
    steps.attempted.has(connectorSteps.indexOf(step)) ? issues[step] : [];
  const errors: Record<string, string> = {
    ...serverErrors,
    ...Object.fromEntries(
      [...shownIssues('select'), ...shownIssues('config')].map((issue) => [issue.field, issue.message]),
    ),
  };
  const fields = wizardFields(form, errors);
  const marks: StepMark[] = connectorSteps.map((step) => ({ issues: shownIssues(step).length > 0, feedback: false }));

  const create = useCreateConnector();
  const update = useUpdateConnector();
  const validate = useValidateConnector();

  /** Another category offers other feeds and types: the feed and the type chosen for the old one go. */
  const setCategory = (category: ConnectorCategory) => {
    if (category === values.category) return;
    form.setValues({ category, metadataId: null, metadataName: '', type: null, params: {} });
  };

  /** A type brings its parameters, at their defaults; values typed for a parameter it shares are kept. */
  const setType = (type: TConnectorType) => {
    form.setValues({ type: type.value });
    void queryClient
      .fetchQuery(connectorParamsQueryOptions(type.value, type.mode))
      .then((typeDefs) => {
        // Another type may have been chosen while these parameters loaded.
        if (form.getValues().type !== type.value) return;
        const defaults = defaultParams(typeDefs);
        form.setValues({ params: { ...defaults, ...keepKnown(form.getValues().params, defaults) } });
      })
      .catch(() => undefined);
  };

  const markServerErrors = (fieldsWithErrors: { field: string; message: string }[]) => {
    const body = bodyOfValues(values, defs);
    const next: Record<string, string> = {};
    for (const { field, message } of fieldsWithErrors) {
      const formField = formFieldOfServer(field, body);
      if (formField) next[formField] = message;
    }
    setServerErrors(next);
  };

  /** Spec §8: the server's check says 'Valid' or 'Connector Configuration is Invalid' with the failing fields. */
  const runCheck = () => {
    steps.markAttempted([0, 1]);
    if (issues.select.length || issues.config.length) {
      setCheck({ valid: false, message: messages.connectorInvalid, fields: [...issues.select, ...issues.config] });
      return;
    }
    const body = bodyOfValues(values, defs);
    validate.mutate(body, {
      onSuccess: (result) => {
        // Named as the wizard names its fields, so the list under the result says which one fails.
        setCheck({
          ...result,
          fields: result.fields.map(({ field, message }) => ({
            field: formFieldOfServer(field, body) ?? field,
            message,
          })),
        });
        markServerErrors(result.fields);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
      },
    });
  };

  const save = () => {
    steps.markAttempted([0, 1]);
    if (issues.select.length) return steps.jumpTo(0);
    if (issues.config.length) return steps.jumpTo(1);
    const body = bodyOfValues(values, defs);
    const onError = (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 401) return;
        markServerErrors(error.fields);
      }
      // Spec §8: create and update errors say the server's message.
      showNotice({ tone: 'error', message: errorMessage(error, messages.genericError) });
    };
    const onSuccess = (connector: TConnector) => {
      showNotice({
        tone: 'success',
        message: saved ? `${connector.name} was saved` : `The connector ${connector.name} was created`,
      });
      onSaved(connector);
    };
    if (saved) update.mutate({ ...body, id: saved.id }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return {
    form,
    values,
    fields,
    steps,
    marks,
    activeStep,
    issues,
    shownIssues,
    types,
    typesOfCategory,
    chosenType,
    params,
    defs,
    setCategory,
    setType,
    check,
    isChecking: validate.isPending,
    runCheck,
    save,
    isSaving: create.isPending || update.isPending,
    goTo: (index: number) => steps.goTo(index, issues[activeStep].length === 0),
  };
}

/** The typed values of parameters the new type shares with the old one. */
function keepKnown(current: Record<string, string>, next: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(current).filter(([id, value]) => id in next && value !== ''));
}
