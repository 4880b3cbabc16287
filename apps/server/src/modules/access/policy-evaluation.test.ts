import {
  policyPriorities,
  policyTypes,
  ruleConnectors,
  ruleRelations,
} from '@feedmarket/contract/policies/policies.constants';
import { groupsFromCriteria, type TPolicyGroup, type TPolicyRule } from '@feedmarket/contract/policies/policy-rules';
import { describe, expect, it } from 'vitest';
import { encodeFacet } from '../catalog/facet-codes';
import {
  coversFeed,
  decide,
  describeDecision,
  inForce,
  memberMatch,
  type DecidingPolicy,
  type FeedFacts,
  type MemberFacts,
} from './policy-evaluation';

const germany = 276;
const france = 250;
const member: MemberFacts = {
  orgId: 41,
  countryId: germany,
  stateId: null,
  isicCodes: new Set(['7210', '721', '72', 'M']),
  organizationType: 60,
};
const frenchMember: MemberFacts = { ...member, orgId: 42, countryId: france, isicCodes: new Set(['A']) };
const feed: FeedFacts = {
  id: 7,
  facets: new Set([encodeFacet('country', germany), encodeFacet('isicCode', '3600'), encodeFacet('isicCode', '36')]),
};
const otherFeed: FeedFacts = { id: 8, facets: new Set([encodeFacet('country', france)]) };

const rule = (
  ruleType: 'member' | 'metadata',
  field: string,
  value: string | number,
  relation: 1 | 2 = ruleRelations.equals,
  order = 0,
): TPolicyRule => ({ ruleType, field, value: String(value), relation, order });
const group = (operand: 1 | 2, rules: TPolicyRule[], groups: TPolicyGroup[] = []): TPolicyGroup => ({
  order: 0,
  operand,
  rules,
  groups,
});

let nextId = 1;
function policy(overrides: Partial<DecidingPolicy> = {}): DecidingPolicy {
  const id = nextId++;
  return {
    id,
    name: `Policy ${id}`,
    typeId: policyTypes.allow,
    priority: policyPriorities.high,
    createdAt: new Date(Date.UTC(2026, 0, id)),
    groups: [],
    timePeriods: [],
    feedIds: new Set([feed.id]),
    anonymizerFlag: false,
    ...overrides,
  };
}
const today = '2026-11-27';

describe('which feeds a policy covers', () => {
  it('covers the feeds it names, and those its metadata rules match', () => {
    expect(coversFeed(policy(), feed)).toBe(true);
    expect(coversFeed(policy(), otherFeed)).toBe(false);
    const byCountry = policy({
      feedIds: new Set(),
      groups: [group(ruleConnectors.all, [rule('metadata', 'country', germany)])],
    });
    expect(coversFeed(byCountry, feed)).toBe(true);
    expect(coversFeed(byCountry, otherFeed)).toBe(false);
  });

  it('matches an ISIC division rule on feeds classified in its classes, and reads Not Equals', () => {
    const division = policy({
      feedIds: new Set(),
      groups: [group(ruleConnectors.all, [rule('metadata', 'isicCode', '36')])],
    });
    expect(coversFeed(division, feed)).toBe(true);
    const notGermany = policy({
      feedIds: new Set(),
      groups: [group(ruleConnectors.all, [rule('metadata', 'country', germany, ruleRelations.notEquals)])],
    });
    expect(coversFeed(notGermany, feed)).toBe(false);
    expect(coversFeed(notGermany, otherFeed)).toBe(true);
  });

  it('reads a feed rule by id, and covers nothing with a value no feed can carry', () => {
    expect(
      coversFeed(policy({ feedIds: new Set(), groups: [group(2, [rule('metadata', 'feed', 8)])] }), otherFeed),
    ).toBe(true);
    expect(
      coversFeed(policy({ feedIds: new Set(), groups: [group(2, [rule('metadata', 'country', 'abc')])] }), feed),
    ).toBe(false);
  });
});

describe('which members a policy matches', () => {
  it('matches every member without member rules', () => {
    expect(memberMatch(policy(), member)).toEqual({ rule: null });
  });

  it('reads each member field with Equals and Not Equals', () => {
    const cases: [string, string | number, boolean][] = [
      ['organization', 41, true],
      ['organization', 42, false],
      ['country', germany, true],
      ['country', france, false],
      ['state', 84053, false],
      ['isicCode', '72', true],
      ['isicCode', 'M', true],
      ['isicCode', '7220', false],
      ['organizationType', 60, true],
      ['organizationType', 3, false],
    ];
    for (const [field, value, expected] of cases) {
      const equals = policy({ groups: [group(ruleConnectors.all, [rule('member', field, value)])] });
      const notEquals = policy({
        groups: [group(ruleConnectors.all, [rule('member', field, value, ruleRelations.notEquals)])],
      });
      expect(memberMatch(equals, member) !== undefined, `${field} = ${value}`).toBe(expected);
      expect(memberMatch(notEquals, member) !== undefined, `${field} ≠ ${value}`).toBe(!expected);
    }
  });

  it('joins rules with Any (one holds) and All (each holds), in nested groups too', () => {
    const rules = [rule('member', 'country', france, 1, 1), rule('member', 'isicCode', '72', 1, 2)];
    expect(memberMatch(policy({ groups: [group(ruleConnectors.any, rules)] }), member)?.rule).toEqual(rules[1]);
    expect(memberMatch(policy({ groups: [group(ruleConnectors.all, rules)] }), member)).toBeUndefined();
    const nested = group(ruleConnectors.all, [rule('member', 'country', germany)], [group(ruleConnectors.any, rules)]);
    expect(memberMatch(policy({ groups: [nested] }), member)?.rule).toMatchObject({ field: 'country' });
    expect(memberMatch(policy({ groups: [nested] }), frenchMember)).toBeUndefined();
  });

  it('reads only member rules for members, and only metadata rules for feeds, in a mixed group', () => {
    const mixed = policy({
      feedIds: new Set(),
      groups: [group(ruleConnectors.all, [rule('member', 'country', germany), rule('metadata', 'country', germany)])],
    });
    expect(coversFeed(mixed, feed)).toBe(true);
    expect(memberMatch(mixed, member)).toBeDefined();
    expect(memberMatch(mixed, frenchMember)).toBeUndefined();
  });

  it('reads the older model the same way once its lists are groups', () => {
    const groups = groupsFromCriteria({
      memberRule: [
        { ...rule('member', 'country', france), connector: ruleConnectors.any },
        rule('member', 'isicCode', 'M'),
      ],
      metadataRule: [rule('metadata', 'country', germany)],
    });
    const older = policy({ feedIds: new Set(), groups });
    expect(coversFeed(older, feed)).toBe(true);
    expect(memberMatch(older, member)?.rule).toMatchObject({ field: 'isicCode' });
  });
});

describe('time periods', () => {
  it('keeps a policy in force only within its periods, both ends included', () => {
    const periods = policy({ timePeriods: [{ startDate: '2026-11-01', endDate: '2026-11-27' }] });
    expect(inForce(periods, '2026-11-27')).toBe(true);
    expect(inForce(periods, '2026-11-28')).toBe(false);
    expect(inForce(periods, '2026-10-31')).toBe(false);
    expect(inForce(policy(), '1999-01-01')).toBe(true);
  });
});

describe('the decision', () => {
  it('grants, refuses or leaves pending by the type of the first matching policy', () => {
    expect(decide([policy({ typeId: policyTypes.allow })], feed, member, today).state).toBe('granted');
    expect(decide([policy({ typeId: policyTypes.deny })], feed, member, today).state).toBe('refused');
    expect(decide([policy({ typeId: policyTypes.review })], feed, member, today).state).toBe('pending');
  });

  it('takes high priority before low, then the oldest, whatever order they come in', () => {
    const lowAllow = policy({
      priority: policyPriorities.low,
      typeId: policyTypes.allow,
      createdAt: new Date(2020, 0, 1),
    });
    const highDeny = policy({ priority: policyPriorities.high, typeId: policyTypes.deny });
    expect(decide([lowAllow, highDeny], feed, member, today).policy).toBe(highDeny);
    const olderReview = policy({ typeId: policyTypes.review, createdAt: new Date(2021, 0, 1) });
    const newerAllow = policy({ typeId: policyTypes.allow, createdAt: new Date(2022, 0, 1) });
    expect(decide([newerAllow, olderReview], feed, member, today)).toMatchObject({
      state: 'pending',
      policy: olderReview,
    });
    const sameTimeA = policy({ createdAt: new Date(2023, 0, 1), typeId: policyTypes.deny });
    const sameTimeB = policy({ createdAt: new Date(2023, 0, 1) });
    expect(decide([sameTimeB, sameTimeA], feed, member, today).policy).toBe(sameTimeA);
  });

  it('skips policies that do not match the member, and those not in force or not covering the feed', () => {
    const denyFrance = policy({ typeId: policyTypes.deny, groups: [group(2, [rule('member', 'country', france)])] });
    const expired = policy({
      typeId: policyTypes.deny,
      timePeriods: [{ startDate: '2020-01-01', endDate: '2020-12-31' }],
    });
    const elsewhere = policy({ typeId: policyTypes.deny, feedIds: new Set([otherFeed.id]) });
    const allowAll = policy({ priority: policyPriorities.low });
    expect(decide([denyFrance, expired, elsewhere, allowAll], feed, member, today).policy).toBe(allowAll);
    expect(decide([denyFrance, allowAll], feed, frenchMember, today).policy).toBe(denyFrance);
  });

  it('refuses when an allow-list covers the feed but names someone else, and grants when only deny lists do', () => {
    const allowFrance = policy({ groups: [group(2, [rule('member', 'country', france)])] });
    expect(decide([allowFrance], feed, member, today)).toMatchObject({
      state: 'refused',
      policy: allowFrance,
      matched: false,
    });
    const reviewFrance = policy({
      typeId: policyTypes.review,
      groups: [group(2, [rule('member', 'country', france)])],
    });
    expect(decide([reviewFrance], feed, member, today).state).toBe('refused');
    const denyFrance = policy({ typeId: policyTypes.deny, groups: [group(2, [rule('member', 'country', france)])] });
    expect(describeDecision(decide([denyFrance], feed, member, today), '')).toMatch(
      /refuses your organisation, so it is open/,
    );
    expect(decide([denyFrance], feed, member, today)).toMatchObject({ state: 'granted', policy: null, matched: false });
    expect(decide([], feed, member, today)).toMatchObject({ state: 'granted', policy: null });
  });

  it('says why, naming the policy and the rule', () => {
    const allowGermany = policy({ name: 'EU research', groups: [group(2, [rule('member', 'country', germany)])] });
    const decision = decide([allowGermany], feed, member, today);
    expect(describeDecision(decision, 'Germany')).toBe("Policy 'EU research' grants access: Country equals Germany.");
    expect(describeDecision(decide([policy({ name: 'Open' })], feed, member, today), '')).toBe(
      "Policy 'Open' grants access: it applies to every member.",
    );
    expect(describeDecision(decide([], feed, member, today), '')).toMatch(/open to every member/);
    const allowFrance = policy({ name: 'French only', groups: [group(2, [rule('member', 'country', france)])] });
    expect(describeDecision(decide([allowFrance], feed, member, today), '')).toMatch(
      /only to the members its policies name \('French only' among them\)/,
    );
  });
});
