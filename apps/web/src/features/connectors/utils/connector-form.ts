import { connectorCategories, connectorStatuses } from '@feedmarket/contract/connectors/connectors.constants';
import {
  ZConnectorBody,
  type TConnector,
  type TConnectorBody,
  type TConnectorParamDef,
} from '@feedmarket/contract/connectors/connectors.schemas';
import { messages } from '@feedmarket/contract/messages';

import type { StepIssue } from '../../../components/wizard/step-issues-alert';
import { schemaFieldIssues } from '../../../lib/form-validation';

/** The connector wizard's steps (provider spec §2): select feed, then Config. */
export const connectorSteps = ['select', 'config'] as const;
export type ConnectorStep = (typeof connectorSteps)[number];
export const connectorStepTitles: Record<ConnectorStep, string> = { select: 'Select feed', config: 'Config' };

export type ConnectorCategory = (typeof connectorCategories)[keyof typeof connectorCategories];

/** What the wizard edits: the parameters by id, as typed. */
export type ConnectorFormValues = {
  category: ConnectorCategory;
  metadataId: number | null;
  /** The chosen feed's name, kept for the summary while its page of the list is not on screen. */
  metadataName: string;
  name: string;
  description: string;
  type: number | null;
  params: Record<string, string>;
  status: number;
};

export const newConnectorValues = (category: ConnectorCategory = connectorCategories.inbound): ConnectorFormValues => ({
  category,
  metadataId: null,
  metadataName: '',
  name: '',
  description: '',
  type: null,
  params: {},
  status: connectorStatuses.active,
});

/** A saved connector as the wizard edits it. */
export function valuesOfConnector(connector: TConnector): ConnectorFormValues {
  return {
    category:
      connector.category === connectorCategories.outbound ? connectorCategories.outbound : connectorCategories.inbound,
    metadataId: connector.metadataId,
    metadataName: connector.metadataName,
    name: connector.name,
    description: connector.description,
    type: connector.type,
    params: Object.fromEntries(connector.params.map((param) => [String(param.paramId), param.value])),
    status: connector.status,
  };
}

/** The defaults of a type's parameters: what the Config step starts from when a type is chosen. */
export function defaultParams(defs: readonly TConnectorParamDef[]): Record<string, string> {
  return Object.fromEntries(defs.map((def) => [String(def.paramId), def.defaultValue ?? '']));
}

/** The body the server takes; parameters left empty are not sent. */
export function bodyOfValues(values: ConnectorFormValues, defs: readonly TConnectorParamDef[]): TConnectorBody {
  return {
    name: values.name,
    ...(values.description ? { description: values.description } : {}),
    category: values.category,
    type: (values.type ?? 0) as TConnectorBody['type'],
    metadataId: values.metadataId ?? 0,
    params: defs
      .map((def) => ({
        paramId: def.paramId,
        paramName: def.paramName,
        value: (values.params[String(def.paramId)] ?? '').trim(),
      }))
      .filter((param) => param.value !== ''),
    status: values.status as TConnectorBody['status'],
  };
}

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** What is wrong with one parameter's value, by its definition; null when nothing is. */
export function paramIssue(def: TConnectorParamDef, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return def.required ? messages.required : null;
  switch (def.kind) {
    case 'integer': {
      if (!/^\d+$/.test(value)) return messages.number;
      const number = Number(value);
      if ((def.min !== null && number < def.min) || (def.max !== null && number > def.max)) {
        return `Enter a number from ${def.min ?? 0} to ${def.max ?? '…'}`;
      }
      return null;
    }
    case 'url':
      if (!isHttpUrl(value)) return 'Enter an http(s) address, such as https://example.com/records';
      break;
    case 'choice':
      if (!def.options.includes(value)) return messages.invalid;
      return null;
    default:
      break;
  }
  if (def.max !== null && value.length > def.max) return messages.maxLength;
  if (def.min !== null && value.length < def.min) return `At least ${def.min} characters`;
  return null;
}

/** Every issue of each step, with the field it belongs to (`metadataId`, `name`, `params.3`). */
export function connectorIssues(
  values: ConnectorFormValues,
  defs: readonly TConnectorParamDef[],
): Record<ConnectorStep, StepIssue[]> {
  const select: StepIssue[] =
    values.metadataId === null ? [{ field: 'metadataId', message: 'Choose the feed the connector carries' }] : [];
  const config: StepIssue[] = [];
  if (values.type === null) config.push({ field: 'type', message: 'Choose how the records travel' });
  // The contract's own rules for the name and the description.
  for (const issue of schemaFieldIssues(bodyOfValues(values, defs), ZConnectorBody, { customMessages: true })) {
    if (issue.field === 'name' || issue.field === 'description') config.push(issue);
  }
  for (const def of defs) {
    const message = paramIssue(def, values.params[String(def.paramId)]);
    if (message) config.push({ field: `params.${def.paramId}`, message });
  }
  return { select, config };
}

/** An issue in words: the field's label first, unless the message starts with it already. */
export function describeIssue(issue: StepIssue, defs: readonly TConnectorParamDef[]): string {
  const label = connectorFieldLabel(issue.field, defs);
  return issue.message.startsWith(`${label}:`) ? issue.message : `${label}: ${issue.message}`;
}

/** The name a user knows a field by, for the issues above a step. */
export function connectorFieldLabel(field: string, defs: readonly TConnectorParamDef[]): string {
  if (field === 'metadataId') return 'Feed';
  if (field === 'type') return 'Type';
  if (field === 'name') return 'Name';
  if (field === 'description') return 'Description';
  if (field === 'params') return 'Parameters';
  const paramId = /^params\.(\d+)/.exec(field)?.[1];
  return defs.find((def) => String(def.paramId) === paramId)?.label ?? field;
}

/**
 * The wizard's field for a field the server names: its own names, or a parameter by its place in
 * the body's list (`params.0.value`) or its name.
 */
export function formFieldOfServer(serverField: string, body: TConnectorBody): string | null {
  // A refused create or update names its fields within the request (`body.metadataId`).
  const field = serverField.replace(/^body\./, '');
  if (field === 'name' || field === 'description' || field === 'type' || field === 'metadataId') return field;
  const index = /^params\.(\d+)/.exec(field)?.[1];
  if (index !== undefined) {
    const param = body.params?.[Number(index)];
    return param ? `params.${param.paramId}` : null;
  }
  const named = body.params?.find((param) => param.paramName === field);
  return named ? `params.${named.paramId}` : null;
}
