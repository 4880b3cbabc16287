import type { z } from 'zod';

import { feedSteps, ZFeedBody, type FeedStep, type TStepIssue } from '@feedmarket/contract/catalog/metadata.schemas';
import { validateFeedSteps, type StepIssues } from '@feedmarket/contract/validators/feed-steps';

import { schemaFieldIssues } from '../../../../lib/form-validation';
import { valuesToFeed, type FeedFormValues } from './feed-form-values';

/** The wizard step that shows field `field` (a body path such as `dataset.0.schemaInfo.format`). */
export function stepOfField(field: string): FeedStep {
  const [first, , section, leaf] = field.split('.');
  switch (first) {
    case 'updateIntervalType':
      return 'continuous';
    case 'ownership':
      return 'ownership';
    case 'sourceCategoryId':
      return 'source';
    case 'containers':
      return 'geolocation';
    case 'environment':
      return 'environment';
    case 'legal':
    case 'regulatory':
      return 'legal';
    case 'relations':
    case 'gradings':
    case 'citation':
      return 'linking';
    case 'dataset':
      if (section === 'schemaInfo') return 'schema';
      if (leaf === 'sourceNameId' || leaf === 'sourceTypeId') return 'source';
      return 'datasets';
    default:
      return 'describe';
  }
}

/** Checks of the body's shape (lengths, URL, limits) that the step rules leave to the schema. */
export function schemaIssues(body: unknown, schema: z.ZodType = ZFeedBody): TStepIssue[] {
  return schemaFieldIssues(body, schema);
}

function addAll(issues: StepIssues<FeedStep>, list: TStepIssue[]) {
  for (const issue of list) {
    const step = stepOfField(issue.field);
    const stepIssues = (issues[step] ??= []);
    // One message per field: the first (most specific) one wins.
    if (!stepIssues.some((known) => known.field === issue.field)) stepIssues.push(issue);
  }
}

/**
 * Every issue of the form by step: numbers that cannot be read, the body's shape and the step rules
 * the server runs on submit (`validateFeedSteps`).
 */
export function collectFeedIssues(values: FeedFormValues): StepIssues<FeedStep> {
  const { feed, problems } = valuesToFeed(values);
  const issues: StepIssues<FeedStep> = {};
  addAll(issues, problems);
  addAll(issues, schemaIssues(feed));
  const rules = validateFeedSteps(feed);
  for (const step of feedSteps) addAll(issues, rules[step] ?? []);
  return issues;
}

/** What stops a draft from being saved: only numbers that cannot be read and the body's shape. */
export function draftIssues(values: FeedFormValues): TStepIssue[] {
  const { feed, problems } = valuesToFeed(values);
  const issues: StepIssues<FeedStep> = {};
  addAll(issues, problems);
  addAll(issues, schemaIssues(feed));
  return feedSteps.flatMap((step) => issues[step] ?? []);
}

/** Field → message of the issues of `steps`, as the inputs show them. */
export function errorsOf<S extends string>(issues: StepIssues<S>, steps: Iterable<S>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const step of steps) {
    for (const issue of issues[step] ?? []) errors[issue.field] ??= issue.message;
  }
  return errors;
}

// Lists of plain values are shown by one input: an issue with one of their items is the input's.
const valueLists = [
  'isicCodes',
  'environment.environmentInfos',
  'environment.interactors',
  'legal.customEntries',
  'regulatory',
  'gradings',
  'cloneIds',
];

/** The form field of a server field path: `body.` dropped, items of value lists mapped to the list. */
export function formFieldOf(serverField: string): string {
  const field = serverField.replace(/^body\./, '');
  const list = valueLists.find((name) => field.startsWith(`${name}.`) && /^\d+$/.test(field.slice(name.length + 1)));
  return list ?? field;
}

/** Field → message of a refused save's failing fields (`{ field, message }` of a 400 answer). */
export function serverFieldErrors(fields: readonly { field: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) errors[formFieldOf(field)] ??= message;
  return errors;
}

const fieldNames: Record<string, string> = {
  typeId: 'Feed type',
  meta: 'Describe',
  identifier: 'Identifiers',
  ownership: 'Ownership',
  environment: 'Environment',
  legal: 'Legal',
  citation: 'Citation',
  'meta.name': 'Name',
  'meta.description': 'Description',
  'meta.version': 'Version',
  'meta.imageUrl': 'Image URL',
  'identifier.extId': 'Unique id',
  'identifier.urn': 'URN',
  'identifier.uri': 'URI',
  categoryId: 'Category',
  isicCodes: 'ISIC codes',
  updateIntervalType: 'Update interval',
  'ownership.originators': 'Originators',
  'ownership.owners': 'Owners',
  sourceCategoryId: 'Source category',
  containers: 'Locations',
  'environment.containerNameId': 'Container name',
  'environment.environmentInfos': 'Environments',
  'environment.interactors': 'Interactors',
  'legal.licence': 'Licence',
  'legal.terms': 'Terms',
  'legal.customEntries': 'Custom list entries',
  regulatory: 'Regulatory',
  relations: 'Relations',
  gradings: 'Data grades',
  'citation.text': 'Citation',
  dataset: 'Datasets',
  cloneIds: 'Clone feeds',
  mainId: 'Main feed',
};

const itemNames: Record<string, string> = {
  containers: 'Location',
  dataset: 'Dataset',
  relations: 'Relation',
  'ownership.originators': 'Originator',
  'ownership.owners': 'Owner',
  latLonInfo: 'Point',
};

const leafNames: Record<string, string> = {
  type: 'Type',
  locationCategory: 'Location category',
  locationType: 'Location type',
  locationSubType: 'Given as',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  countryId: 'Country',
  stateTerritory: 'State',
  latitude: 'Latitude',
  longitude: 'Longitude',
  altitude: 'Altitude',
  radius: 'Radius',
  radiusUnit: 'Radius unit',
  freeText: 'Description of the place',
  latLonInfo: 'Points',
  sourceNameId: 'Source name',
  sourceTypeId: 'Source type',
  manufacturerId: 'Manufacturer',
  make: 'Make',
  model: 'Model',
  version: 'Version',
  format: 'Format',
  unitOfMeasureId: 'Unit of measure',
  property: 'Property',
  body: 'Schema',
  target: 'Target',
  name: 'Name',
};

/** A readable name of a field path, e.g. "Location 1 · Latitude" for `containers.0.location.latitude`. */
export function fieldLabel(field: string): string {
  if (fieldNames[field]) return fieldNames[field];
  const parts: string[] = [];
  const segments = field.split('.');
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const next = segments[index + 1];
    const listName = index === 0 && segment === 'ownership' && next ? `ownership.${next}` : segment;
    if (listName !== segment) index += 1;
    const following = segments[index + 1];
    if (itemNames[listName] && following !== undefined && /^\d+$/.test(following)) {
      parts.push(`${itemNames[listName]} ${Number(following) + 1}`);
      index += 1;
      continue;
    }
    if (segment === 'location' || segment === 'sensorInfo' || segment === 'schemaInfo' || segment === 'feed') continue;
    if (segment === 'type' && segments[index - 1] === 'sensorInfo') parts.push('Sensor type');
    else if (segment === 'type' && segments[index - 1] === 'schemaInfo') parts.push('Schema type');
    else if (segment === 'type' && segments[0] === 'containers' && index === 2) parts.push('Container type');
    else parts.push(leafNames[segment] ?? fieldNames[segment] ?? segment);
  }
  return parts.join(' · ');
}
