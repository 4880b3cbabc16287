import { describe, expect, it } from 'vitest';
import { ZFeedBody, ZGroupBody, type TFeedBody } from '../catalog/metadata.schemas';
import { messages } from '../messages';
import { hasNoIssues, stepsWithIssues, validateFeedSteps, validateGroupSteps } from './feed-steps';

const point = { type: 130, locationCategory: 1701, locationType: 130, locationSubType: 10003 };

const complete: TFeedBody = {
  typeId: 1,
  meta: { name: 'River gauge 12', description: 'Water level every 15 minutes' },
  identifier: { extId: 'RG-12' },
  categoryId: 105,
  isicCodes: ['3600'],
  sourceCategoryId: 2601,
  ownership: { originators: [{ name: 'USGS' }], owners: [{ name: 'Cascadia Hydrology' }] },
  environment: { environmentInfos: [1602] },
  containers: [{ ...point, location: { countryId: 840, latitude: 47.6, longitude: -122.3 } }],
  dataset: [
    { sensorInfo: { type: 401, sourceNameId: 2202, sourceTypeId: 2301 }, schemaInfo: { format: 501, type: 801 } },
  ],
  legal: { licence: 1001 },
};

const issuesOf = (body: TFeedBody) => validateFeedSteps(ZFeedBody.parse(body));
const withLocation = (container: object) => ({ ...complete, containers: [container] }) as TFeedBody;

describe('validateFeedSteps', () => {
  it('passes a complete feed', () => {
    expect(hasNoIssues(issuesOf(complete))).toBe(true);
  });

  it('lists the steps of an empty draft in wizard order', () => {
    const issues = issuesOf({ meta: { name: 'Draft' }, identifier: {} });
    expect(stepsWithIssues(issues)).toEqual([
      'describe',
      'ownership',
      'source',
      'geolocation',
      'environment',
      'legal',
      'datasets',
    ]);
  });

  it.each([
    ['a name with a double space', { meta: { ...complete.meta, name: 'River  gauge' } }, 'meta.name', messages.invalid],
    ['an empty description', { meta: { ...complete.meta, description: '' } }, 'meta.description', messages.required],
    ['a unique id without a digit', { identifier: { extId: 'RG-X' } }, 'identifier.extId', messages.invalid],
    ['a unique id with a slash', { identifier: { extId: 'RG/12' } }, 'identifier.extId', messages.invalid],
    ['no ISIC code', { isicCodes: [] }, 'isicCodes', messages.required],
  ])('describe: flags %s', (_name, change, field, message) => {
    expect(issuesOf({ ...complete, ...change } as TFeedBody).describe).toEqual([{ field, message }]);
  });

  it('asks a continuous feed how often it updates, and a file-based one nothing', () => {
    expect(issuesOf({ ...complete, typeId: 2 }).continuous).toEqual([
      { field: 'updateIntervalType', message: messages.required },
    ]);
    expect(issuesOf({ ...complete, typeId: 2, updateIntervalType: 3 }).continuous).toBeUndefined();
    expect(issuesOf(complete).continuous).toBeUndefined();
  });

  it('needs at least one originator and one owner', () => {
    expect(issuesOf({ ...complete, ownership: { originators: [], owners: [{ name: 'Owner' }] } }).ownership).toEqual([
      { field: 'ownership.originators', message: messages.originatorRequired },
    ]);
  });

  it.each([
    [1, false],
    [2, true],
    [3, false],
  ])('a bounded box with %i points is valid: %s', (count, isValid) => {
    const latLonInfo = Array.from({ length: count }, (_, n) => ({ latitude: 47 + n, longitude: -122 }));
    const issues = issuesOf(
      withLocation({ ...point, locationSubType: 10007, location: { countryId: 840, latLonInfo } }),
    );
    expect(issues.geolocation).toEqual(
      isValid ? undefined : [{ field: 'containers.0.location.latLonInfo', message: messages.boundedBoxPoints }],
    );
  });

  it.each([
    [4, false],
    [5, true],
    [6, false],
  ])('a polygon with %i points is valid: %s', (count, isValid) => {
    const latLonInfo = Array.from({ length: count }, (_, n) => ({ latitude: 47 + n / 10, longitude: -122 }));
    const issues = issuesOf(
      withLocation({ ...point, locationSubType: 10008, location: { countryId: 840, latLonInfo } }),
    );
    expect(issues.geolocation).toEqual(
      isValid ? undefined : [{ field: 'containers.0.location.latLonInfo', message: messages.polygonPoints }],
    );
  });

  it('needs coordinates for a point, an address and city for an address, and nothing more for a moving container', () => {
    expect(issuesOf(withLocation({ ...point, location: { countryId: 840, latitude: 47 } })).geolocation).toEqual([
      { field: 'containers.0.location.longitude', message: messages.required },
    ]);
    expect(
      issuesOf(withLocation({ ...point, locationSubType: 10002, location: { countryId: 840, city: 'Seattle' } }))
        .geolocation,
    ).toEqual([{ field: 'containers.0.location.address', message: messages.required }]);
    expect(
      issuesOf(withLocation({ type: 701, locationCategory: 1702, locationType: 131, location: {} })).geolocation,
    ).toBeUndefined();
  });

  it('checks every dataset for its source, schema and sensor', () => {
    const second = { sensorInfo: { type: 402 }, schemaInfo: { format: 503 } };
    const issues = issuesOf({ ...complete, dataset: [...complete.dataset!, second] });
    expect(issues.source).toEqual([
      { field: 'dataset.1.sensorInfo.sourceNameId', message: messages.required },
      { field: 'dataset.1.sensorInfo.sourceTypeId', message: messages.required },
    ]);
    expect(issues.schema).toEqual([{ field: 'dataset.1.schemaInfo.type', message: messages.required }]);
    expect(issues.datasets).toBeUndefined();
  });
});

describe('validateGroupSteps', () => {
  const group = ZGroupBody.parse({
    meta: { name: 'Puget Sound gauges', description: 'Three gauges' },
    cloneIds: [2],
    containers: complete.containers,
  });

  it('passes a group with a main feed, a clone and a location', () => {
    expect(hasNoIssues(validateGroupSteps({ ...group, mainId: 1 }))).toBe(true);
  });

  it('needs a clone and a main feed', () => {
    expect(validateGroupSteps({ ...group, mainId: null, cloneIds: [] })).toEqual({
      mainFeed: [{ field: 'mainId', message: messages.required }],
      feeds: [{ field: 'cloneIds', message: messages.cloneRequired }],
    });
  });
});
