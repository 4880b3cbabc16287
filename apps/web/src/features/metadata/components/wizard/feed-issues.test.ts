import { describe, expect, it } from 'vitest';

import { formatMessage, messages } from '@feedmarket/contract/messages';

import { emptyFeedValues } from './feed-form-values';
import {
  collectFeedIssues,
  draftIssues,
  errorsOf,
  fieldLabel,
  formFieldOf,
  serverFieldErrors,
  stepOfField,
} from './feed-issues';

describe('stepOfField', () => {
  it.each([
    ['meta.name', 'describe'],
    ['isicCodes', 'describe'],
    ['updateIntervalType', 'continuous'],
    ['ownership.owners', 'ownership'],
    ['sourceCategoryId', 'source'],
    ['dataset.0.sensorInfo.sourceNameId', 'source'],
    ['dataset.1.sensorInfo.sourceTypeId', 'source'],
    ['containers.0.location.latLonInfo', 'geolocation'],
    ['environment.environmentInfos', 'environment'],
    ['regulatory', 'legal'],
    ['legal.customEntries.2', 'legal'],
    ['dataset.0.schemaInfo.format', 'schema'],
    ['dataset.0.sensorInfo.type', 'datasets'],
    ['dataset', 'datasets'],
    ['relations.0.target', 'linking'],
    ['citation.text', 'linking'],
  ])('puts %s on the %s step', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });
});

describe('collectFeedIssues', () => {
  it('lists the rules of every step for an empty form, as the server would on submit', () => {
    const issues = collectFeedIssues(emptyFeedValues());
    expect(issues.describe?.map((issue) => issue.field)).toEqual([
      'meta.name',
      'meta.description',
      'identifier.extId',
      'categoryId',
      'isicCodes',
    ]);
    expect(issues.continuous).toBeUndefined();
    expect(issues.ownership).toEqual([
      { field: 'ownership.originators', message: messages.originatorRequired },
      { field: 'ownership.owners', message: messages.ownerRequired },
    ]);
    expect(issues.geolocation?.map((issue) => issue.field)).toEqual([
      'containers.0.locationType',
      'containers.0.locationCategory',
    ]);
    expect(issues.linking).toBeUndefined();
  });

  it('asks for an update interval only for continuous feeds', () => {
    const values = { ...emptyFeedValues(), typeId: 2 as const };
    expect(collectFeedIssues(values).continuous).toEqual([{ field: 'updateIntervalType', message: messages.required }]);
  });

  it('checks the shape of values too: lengths, URLs and the invalid name before the rules', () => {
    const values = emptyFeedValues();
    values.meta.name = 'a  b';
    values.meta.imageUrl = 'not a url';
    values.meta.version = 'v'.repeat(41);
    const fields = Object.fromEntries((collectFeedIssues(values).describe ?? []).map((i) => [i.field, i.message]));
    expect(fields['meta.name']).toBe(messages.invalid);
    expect(fields['meta.imageUrl']).toBe(messages.invalid);
    expect(fields['meta.version']).toBe(messages.maxLength);
  });

  it('refuses more chips than the limit with the chips message', () => {
    const values = emptyFeedValues();
    values.gradings = [1, 2, 3, 4, 5, 6];
    expect(collectFeedIssues(values).linking).toEqual([
      { field: 'gradings', message: formatMessage('chipsLimit', { limit: 5 }) },
    ]);
  });
});

describe('draftIssues', () => {
  it('needs only a name to save a draft', () => {
    expect(draftIssues(emptyFeedValues())).toEqual([{ field: 'meta.name', message: messages.required }]);
    const named = emptyFeedValues();
    named.meta.name = 'Draft';
    expect(draftIssues(named)).toEqual([]);
  });

  it('refuses typed coordinates that are not numbers', () => {
    const values = emptyFeedValues();
    values.meta.name = 'Draft';
    values.containers[0]!.location.longitude = 'east';
    expect(draftIssues(values)).toEqual([{ field: 'containers.0.location.longitude', message: messages.invalid }]);
  });
});

describe('server fields', () => {
  it('maps body paths onto the form, items of value lists onto their list', () => {
    expect(formFieldOf('body.meta.name')).toBe('meta.name');
    expect(formFieldOf('environment.environmentInfos.3')).toBe('environment.environmentInfos');
    expect(formFieldOf('legal.customEntries.0')).toBe('legal.customEntries');
    expect(formFieldOf('containers.0.location.countryId')).toBe('containers.0.location.countryId');
    expect(formFieldOf('ownership.originators.1.type')).toBe('ownership.originators.1.type');
  });

  it('keeps the first message of each field', () => {
    expect(
      serverFieldErrors([
        { field: 'body.isicCodes.0', message: 'unknown' },
        { field: 'body.isicCodes.1', message: 'also unknown' },
        { field: 'categoryId', message: 'The field is invalid' },
      ]),
    ).toEqual({ isicCodes: 'unknown', categoryId: 'The field is invalid' });
  });
});

describe('errorsOf', () => {
  it('shows the issues of the attempted steps only', () => {
    const issues = collectFeedIssues(emptyFeedValues());
    const errors = errorsOf(issues, ['ownership']);
    expect(errors).toEqual({
      'ownership.originators': messages.originatorRequired,
      'ownership.owners': messages.ownerRequired,
    });
  });
});

describe('fieldLabel', () => {
  it.each([
    ['meta.name', 'Name'],
    ['identifier.extId', 'Unique id'],
    ['containers.0.location.latitude', 'Location 1 · Latitude'],
    ['containers.1.location.latLonInfo.2.longitude', 'Location 2 · Point 3 · Longitude'],
    ['containers.0.type', 'Location 1 · Container type'],
    ['dataset.0.schemaInfo.type', 'Dataset 1 · Schema type'],
    ['dataset.1.sensorInfo.type', 'Dataset 2 · Sensor type'],
    ['ownership.owners.0.type', 'Owner 1 · Type'],
    ['relations.0.target', 'Relation 1 · Target'],
    ['identifier', 'Identifiers'],
  ])('names %s "%s"', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});
