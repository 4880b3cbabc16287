import { describe, expect, it } from 'vitest';
import { refusedEdit, refusedTransition, statusAfterValidation } from './feed-lifecycle';

describe('refusedTransition', () => {
  it.each([
    [1, 2],
    [2, 4],
    [5, 4],
  ])('allows %i → %i', (from, to) => {
    expect(refusedTransition(from, to)).toBeNull();
  });

  it.each([
    [1, 4, 'A feed cannot go from active to submitted for validation.'],
    [2, 1, 'A feed cannot go from not active to active.'],
    [2, 5, 'A feed cannot go from not active to returned for review.'],
    [4, 1, 'The feed is waiting for review by the supervisor.'],
    [4, 2, 'The feed is waiting for review by the supervisor.'],
    [5, 1, 'A feed cannot go from returned for review to active.'],
    [2, 2, 'The feed is already not active.'],
    [1, 9, 'A feed cannot go from active to status 9.'],
  ])('refuses %i → %i', (from, to, message) => {
    expect(refusedTransition(from, to)).toBe(message);
  });
});

describe('refusedEdit', () => {
  it('lets drafts and returned feeds be edited and deleted, not active or waiting ones', () => {
    expect(refusedEdit(2, 'edit')).toBeNull();
    expect(refusedEdit(5, 'delete')).toBeNull();
    expect(refusedEdit(1, 'edit')).toBe('Deactivate the feed before you edit it.');
    expect(refusedEdit(4, 'delete')).toMatch(/cannot be deleted now/);
  });
});

describe('statusAfterValidation', () => {
  it('returns a feed with issues, holds one needing legal review, activates the rest', () => {
    expect(statusAfterValidation(true, true)).toBe(5);
    expect(statusAfterValidation(false, true)).toBe(4);
    expect(statusAfterValidation(false, false)).toBe(1);
  });
});
