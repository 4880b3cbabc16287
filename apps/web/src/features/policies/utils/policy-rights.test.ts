import { describe, expect, it } from 'vitest';

import { canConfigurePolicies, canDecideRequests } from './policy-rights';

const member = (roleIds: number[], orgType = 60) => ({
  orgType,
  roles: roleIds.map((id) => ({ id, name: `Role ${id}` })),
});

describe('policy rights', () => {
  it('lets administrators (roles 1, 6, 7) change policies, others read them', () => {
    expect(canConfigurePolicies(member([1]))).toBe(true);
    expect(canConfigurePolicies(member([6]))).toBe(true);
    expect(canConfigurePolicies(member([3]))).toBe(false);
    expect(canConfigurePolicies(member([5]))).toBe(false);
  });

  it('lets administrators and legal reviewers decide requests', () => {
    expect(canDecideRequests(member([7]))).toBe(true);
    expect(canDecideRequests(member([5]))).toBe(true);
    expect(canDecideRequests(member([2, 3]))).toBe(false);
  });

  it('gives a read-only organisation neither', () => {
    expect(canConfigurePolicies(member([1], 3))).toBe(false);
    expect(canDecideRequests(member([1, 5], 3))).toBe(false);
  });
});
