import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';

import { emptyPoint } from './feed-form-values';
import {
  collectGroupIssues,
  emptyGroupValues,
  groupDraftIssues,
  groupFingerprint,
  groupToValues,
  stepOfGroupField,
  valuesToGroup,
} from './group-form-values';

const savedGroup = {
  mainId: 7,
  meta: { name: 'Basins', description: 'Both basins' },
  cloneIds: [8, 9],
  containers: [
    {
      type: 130,
      legalType: null,
      parentId: null,
      locationCategory: 1704,
      locationType: 130,
      locationSubType: 10007,
      location: {
        address: null,
        city: null,
        postalCode: null,
        countryId: 840,
        stateTerritory: null,
        latitude: null,
        longitude: null,
        altitude: null,
        radius: null,
        radiusUnit: null,
        freeText: null,
        sensorText: null,
        latLonInfo: [
          { latitude: 47, longitude: -122 },
          { latitude: 48, longitude: -121 },
        ],
      },
    },
  ],
};

describe('group form values', () => {
  it('turn a saved group into the form and back', () => {
    const { group, mainId, problems } = valuesToGroup(groupToValues(savedGroup));
    expect(problems).toEqual([]);
    expect(mainId).toBe(7);
    expect(group).toEqual({ meta: savedGroup.meta, cloneIds: [8, 9], containers: savedGroup.containers });
  });

  it('show every step of an empty group, with the clone message on Feeds', () => {
    const issues = collectGroupIssues(emptyGroupValues());
    expect(issues.mainFeed).toEqual([{ field: 'mainId', message: messages.required }]);
    expect(issues.describe?.map((issue) => issue.field)).toEqual(['meta.name', 'meta.description']);
    expect(issues.feeds).toEqual([{ field: 'cloneIds', message: messages.cloneRequired }]);
    expect(issues.location?.length).toBeGreaterThan(0);
  });

  it('checks the box has exactly two corners', () => {
    const values = groupToValues(savedGroup);
    values.containers[0]!.location.latLonInfo.push(emptyPoint({ latitude: '49', longitude: '-120' }));
    expect(collectGroupIssues(values).location).toEqual([
      { field: 'containers.0.location.latLonInfo', message: messages.boundedBoxPoints },
    ]);
  });

  it('needs a main feed and a name to save a draft', () => {
    expect(groupDraftIssues(emptyGroupValues()).map((issue) => issue.field)).toEqual(['mainId', 'meta.name']);
    const values = { ...emptyGroupValues(), mainId: 3, meta: { name: 'G', description: '' } };
    expect(groupDraftIssues(values)).toEqual([]);
  });

  it.each([
    ['mainId', 'mainFeed'],
    ['meta.description', 'describe'],
    ['cloneIds', 'feeds'],
    ['feed.12', 'feeds'],
    ['containers.0.location.countryId', 'location'],
  ])('puts %s on the %s step', (field, step) => {
    expect(stepOfGroupField(field)).toBe(step);
  });

  it('fingerprint ignores list keys', () => {
    expect(groupFingerprint(groupToValues(savedGroup))).toBe(groupFingerprint(groupToValues(savedGroup)));
  });
});
