import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';
import { policyTypes, ruleConnectors, ruleRelations } from '@feedmarket/contract/policies/policies.constants';
import { ZPolicyBody, type TPolicy } from '@feedmarket/contract/policies/policies.schemas';

import {
  collectPolicyIssues,
  emptyGroup,
  emptyPeriod,
  emptyPolicyValues,
  policyFieldLabel,
  policyFingerprint,
  policyToValues,
  valuesToBody,
  valuesToCriteriaBody,
  type PolicyFormValues,
  type RuleValues,
} from './policy-form-values';

const canada = '124';

const rule = (field: string, value: string, valueName = ''): RuleValues => ({
  key: `${field}-${value}`,
  field,
  relation: ruleRelations.equals,
  value,
  valueName,
});

/** A policy whose every step passes: a Review policy for feed 7, for members in Canada. */
function validValues(overrides: Partial<PolicyFormValues> = {}): PolicyFormValues {
  return {
    ...emptyPolicyValues(),
    name: 'Canadian researchers',
    typeId: policyTypes.review,
    metadataIds: [7],
    memberGroups: [{ ...emptyGroup(), rules: [rule('country', canada, 'Canada')] }],
    ...overrides,
  };
}

const fieldsOf = (issues: { field: string }[] | undefined) => (issues ?? []).map((issue) => issue.field);

describe('the wizard’s step rules', () => {
  it('lets a complete policy through every step', () => {
    expect(collectPolicyIssues(validValues())).toEqual({});
  });

  it('keeps Describe until the policy has a well-formed name and a type', () => {
    const issues = collectPolicyIssues(validValues({ name: '', typeId: null }));
    expect(issues.describe).toEqual([
      { field: 'typeId', message: messages.required },
      { field: 'name', message: messages.required },
    ]);
    expect(collectPolicyIssues(validValues({ name: 'Two  spaces' })).describe).toEqual([
      { field: 'name', message: messages.invalid },
    ]);
    expect(collectPolicyIssues(validValues({ name: 'x'.repeat(101) })).describe).toEqual([
      { field: 'name', message: messages.maxLength },
    ]);
  });

  it('asks for the alias only while consumers’ names are hidden', () => {
    expect(collectPolicyIssues(validValues({ anonymizerText: '' })).describe).toBeUndefined();
    expect(collectPolicyIssues(validValues({ anonymizerFlag: true, anonymizerText: '' })).describe).toEqual([
      { field: 'anonymizerText', message: messages.required },
    ]);
  });

  it('keeps Configure rules until every rule has a criterion and a value', () => {
    const values = validValues({
      memberGroups: [
        {
          ...emptyGroup(),
          rules: [rule('country', '')],
          groups: [{ ...emptyGroup(), rules: [rule('', '')] }],
        },
      ],
    });
    expect(fieldsOf(collectPolicyIssues(values).config)).toEqual([
      'memberGroups.0.rules.0.value',
      'memberGroups.0.groups.0.rules.0.field',
      'memberGroups.0.groups.0.rules.0.value',
    ]);
  });

  it('says "Policy needs selected feed ids or metadata rules" when it covers no feed', () => {
    expect(collectPolicyIssues(validValues({ metadataIds: [] })).config).toEqual([
      { field: 'metadataIds', message: messages.policyNeedsFeeds },
    ]);
    // A metadata rule covers feeds instead.
    const byRule = validValues({
      metadataIds: [],
      metadataGroups: [{ ...emptyGroup(), rules: [rule('country', canada)] }],
    });
    expect(collectPolicyIssues(byRule)).toEqual({});
  });

  it('checks each period: both days, a real day, the end not before the start', () => {
    const period = (startDate: string, endDate: string) => ({ ...emptyPeriod(), startDate, endDate });
    const issues = collectPolicyIssues(
      validValues({
        timePeriods: [period('', '2026-01-31'), period('2026-02-30', '2026-03-01'), period('2026-05-01', '2026-04-01')],
      }),
    ).config;
    expect(fieldsOf(issues)).toEqual(['timePeriods.0.startDate', 'timePeriods.1.startDate', 'timePeriods.2.endDate']);
    expect(issues?.[0]?.message).toBe(messages.required);
  });
});

describe('the policy the wizard sends', () => {
  it('is the newer model: member groups, then metadata groups, empty groups left out, names kept as options', () => {
    const body = valuesToBody(
      validValues({
        metadataGroups: [{ ...emptyGroup(), operand: ruleConnectors.any, rules: [rule('format', '501', 'CSV')] }],
        memberGroups: [
          { ...emptyGroup(), rules: [rule('country', canada, 'Canada')] },
          { ...emptyGroup(), rules: [] },
        ],
      }),
      2,
    );
    expect(body).toMatchObject({ status: 2, typeId: policyTypes.review, metadataIds: [7] });
    expect(body.groups).toEqual([
      {
        order: 1,
        operand: ruleConnectors.all,
        rules: [
          {
            order: 1,
            ruleType: 'member',
            field: 'country',
            relation: 1,
            value: canada,
            options: [{ name: 'Canada', value: canada }],
          },
        ],
        groups: [],
      },
      {
        order: 2,
        operand: ruleConnectors.any,
        rules: [
          {
            order: 1,
            ruleType: 'metadata',
            field: 'format',
            relation: 1,
            value: '501',
            options: [{ name: 'CSV', value: '501' }],
          },
        ],
        groups: [],
      },
    ]);
    expect(ZPolicyBody.safeParse(body).success).toBe(true);
  });

  it('reads a saved policy back into the same form, member and metadata rules apart', () => {
    const values = validValues({ metadataGroups: [{ ...emptyGroup(), rules: [rule('country', canada, 'Canada')] }] });
    const body = ZPolicyBody.parse(valuesToBody(values));
    const saved = {
      ...body,
      id: 3,
      orgId: 2,
      typeName: 'Review',
      active: body.status,
      statusName: 'Active',
      priorityName: 'High',
      requirereview: false,
      legalReviewState: null,
      policyCriteria: null,
      challengeCount: 0,
      dateCreated: '2026-01-01T00:00:00Z',
      lastDateModified: '2026-01-01T00:00:00Z',
      username: 'provider',
    } satisfies TPolicy;
    const read = policyToValues(saved);
    expect(read.memberGroups[0]?.rules[0]).toMatchObject({ field: 'country', value: canada, valueName: 'Canada' });
    expect(read.metadataGroups[0]?.rules[0]).toMatchObject({ field: 'country', value: canada });
    expect(policyFingerprint(read)).toBe(policyFingerprint(values));
  });

  it('speaks the older model in the quick edit: one list of each kind, joined by its group’s operand', () => {
    const body = valuesToCriteriaBody(
      validValues({
        memberGroups: [{ ...emptyGroup(), operand: ruleConnectors.any, rules: [rule('country', canada)] }],
      }),
    );
    expect(body).toMatchObject({
      priority: 'HIGH',
      active: 1,
      requirereview: false,
      policyCriteria: {
        memberRule: [{ field: 'country', value: canada, connector: ruleConnectors.any, ruleType: 'member' }],
        metadataRule: [],
        metadataIds: [7],
        timePeriods: [],
      },
    });
    expect(body).not.toHaveProperty('groups');
    expect(ZPolicyBody.safeParse(body).success).toBe(true);
  });
});

describe('policyFieldLabel', () => {
  it('names the fields of the issues as the user knows them', () => {
    expect(policyFieldLabel('name')).toBe('Name');
    expect(policyFieldLabel('metadataIds')).toBe('Feeds');
    expect(policyFieldLabel('memberGroups.0.groups.1.rules.2.value')).toBe('Member rules, group 1.2, rule 3: value');
    expect(policyFieldLabel('metadataGroups.1.rules.0.field')).toBe('Metadata rules, group 2, rule 1: criterion');
    expect(policyFieldLabel('timePeriods.0.endDate')).toBe('Period 1: until');
  });
});
