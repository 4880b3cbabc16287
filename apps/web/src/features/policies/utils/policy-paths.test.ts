import { describe, expect, it } from 'vitest';

import { policyDialogHref, policyDialogSearch, readPolicyDialog, readPolicyDialogSearch } from './policy-paths';

describe('policy dialog addresses', () => {
  it('reads the tab’s modal and id', () => {
    expect(readPolicyDialog('new', undefined)).toEqual({ kind: 'wizard' });
    expect(readPolicyDialog('edit', '12')).toEqual({ kind: 'wizard', policyId: 12 });
    expect(readPolicyDialog('quick', '12')).toEqual({ kind: 'quick', policyId: 12 });
    // The notification view over the tab is the dashboard's, not a policy dialog.
    expect(readPolicyDialog('notifications', '12')).toBeNull();
    expect(readPolicyDialog('edit', 'abc')).toBeNull();
    expect(readPolicyDialog('edit', '0')).toBeNull();
  });

  it('writes and reads back both address forms', () => {
    for (const dialog of [
      { kind: 'wizard' as const },
      { kind: 'wizard' as const, policyId: 4 },
      { kind: 'quick' as const, policyId: 9 },
    ]) {
      const [, modal, id] = policyDialogHref(dialog).replace('/dashboard/policies/', '/').split('/');
      expect(readPolicyDialog(modal, id)).toEqual(dialog);
      expect(readPolicyDialogSearch(new URLSearchParams(policyDialogSearch(dialog)))).toEqual(dialog);
    }
    expect(policyDialogHref(null)).toBe('/dashboard/policies');
    expect(policyDialogSearch(null)).toBe('');
  });
});
