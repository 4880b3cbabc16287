import {
  groupSteps,
  ZGroupBody,
  type GroupStep,
  type TGroupInput,
  type TStepIssue,
} from '@feedmarket/contract/catalog/metadata.schemas';
import { messages } from '@feedmarket/contract/messages';
import { validateGroupSteps, type StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { emptyLocation, locationToValues, valuesToLocations, type LocationValues } from './feed-form-values';
import { schemaIssues } from './feed-issues';

/** The group wizard's form: the group body's paths, plus the main feed the body's path names. */
export type GroupFormValues = {
  mainId: number | null;
  meta: { name: string; description: string };
  cloneIds: number[];
  containers: LocationValues[];
};

export function emptyGroupValues(): GroupFormValues {
  return { mainId: null, meta: { name: '', description: '' }, cloneIds: [], containers: [emptyLocation()] };
}

/** The form of a saved group (`GET /metadata/group/{id}`). */
export function groupToValues(group: TGroupInput & { mainId: number }): GroupFormValues {
  return {
    mainId: group.mainId,
    meta: { name: group.meta.name, description: group.meta.description },
    cloneIds: [...group.cloneIds],
    containers: group.containers.map(locationToValues),
  };
}

export type GroupConversion = { group: TGroupInput; mainId: number | null; problems: TStepIssue[] };

/** Converts the form into the group body, collecting typed numbers that cannot be read. */
export function valuesToGroup(values: GroupFormValues): GroupConversion {
  const problems: TStepIssue[] = [];
  const containers = valuesToLocations(values.containers, 'containers', problems);
  return {
    group: {
      meta: { name: values.meta.name.trim(), description: values.meta.description.trim() },
      cloneIds: [...values.cloneIds],
      containers,
    },
    mainId: values.mainId,
    problems,
  };
}

/** The group wizard step that shows field `field`. */
export function stepOfGroupField(field: string): GroupStep {
  const [first] = field.split('.');
  if (first === 'mainId') return 'mainFeed';
  if (first === 'cloneIds' || first === 'feed') return 'feeds';
  if (first === 'containers') return 'location';
  return 'describe';
}

function addAll(issues: StepIssues<GroupStep>, list: readonly TStepIssue[]) {
  for (const issue of list) {
    const stepIssues = (issues[stepOfGroupField(issue.field)] ??= []);
    if (!stepIssues.some((known) => known.field === issue.field)) stepIssues.push(issue);
  }
}

function shapeIssues({ group, mainId, problems }: GroupConversion): StepIssues<GroupStep> {
  const issues: StepIssues<GroupStep> = {};
  if (mainId === null) addAll(issues, [{ field: 'mainId', message: messages.required }]);
  addAll(issues, problems);
  addAll(issues, schemaIssues(group, ZGroupBody));
  return issues;
}

/** Every issue of the group form by step: typed numbers, the body's shape and `validateGroupSteps`. */
export function collectGroupIssues(values: GroupFormValues): StepIssues<GroupStep> {
  const conversion = valuesToGroup(values);
  const issues = shapeIssues(conversion);
  const rules = validateGroupSteps({ ...conversion.group, mainId: conversion.mainId });
  for (const step of groupSteps) addAll(issues, rules[step] ?? []);
  return issues;
}

/** What stops a group draft from being saved: no main feed, unreadable numbers, the body's shape. */
export function groupDraftIssues(values: GroupFormValues): TStepIssue[] {
  const issues = shapeIssues(valuesToGroup(values));
  return groupSteps.flatMap((step) => issues[step] ?? []);
}

/** A fingerprint of what would be saved: equal fingerprints mean nothing changed. */
export function groupFingerprint(values: GroupFormValues): string {
  return JSON.stringify(values, (name: string, value: unknown) => (name === 'key' ? undefined : value));
}
