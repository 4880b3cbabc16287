import { describe, expect, it } from 'vitest';

import { canClone, canDecide, canDelete, canEdit, statusOffer } from './feed-row-rules';

const feed = (status: number) => ({ status, typeId: 1 });

describe('feed row rules', () => {
  it('offers only 1 → 2, 2 → 4 and 5 → 4', () => {
    expect(statusOffer(1)).toEqual({ to: 2, label: 'Deactivate' });
    expect(statusOffer(2)).toEqual({ to: 4, label: 'Submit for validation' });
    expect(statusOffer(5)).toEqual({ to: 4, label: 'Resubmit' });
    expect(statusOffer(4)).toBeNull();
  });

  it('edits and deletes drafts and returned feeds only', () => {
    expect([1, 2, 4, 5].map((status) => canEdit(feed(status)))).toEqual([false, true, false, true]);
    expect([1, 2, 4, 5].map((status) => canDelete(feed(status)))).toEqual([false, true, false, true]);
  });

  it('clones feeds but not groups, and decides only on feeds waiting for review', () => {
    expect(canClone({ status: 2, typeId: 2 })).toBe(true);
    expect(canClone({ status: 2, typeId: 4 })).toBe(false);
    expect([1, 2, 4, 5].map((status) => canDecide(feed(status)))).toEqual([false, false, true, false]);
  });
});
