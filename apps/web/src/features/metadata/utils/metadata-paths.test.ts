import { describe, expect, it } from 'vitest';

import { readWizardRequest } from './metadata-paths';

describe('readWizardRequest', () => {
  it('opens the wizards the route names', () => {
    expect(readWizardRequest('new', undefined)).toEqual({ kind: 'feed' });
    expect(readWizardRequest('edit', '12')).toEqual({ kind: 'feed', feedId: 12 });
    expect(readWizardRequest('group-new', undefined)).toEqual({ kind: 'group' });
    expect(readWizardRequest('group', '7')).toEqual({ kind: 'group', groupId: 7 });
  });

  it('opens nothing for an unknown modal or a missing or malformed id', () => {
    expect(readWizardRequest(undefined, undefined)).toBeNull();
    expect(readWizardRequest('notifications', '3')).toBeNull();
    expect(readWizardRequest('edit', undefined)).toBeNull();
    expect(readWizardRequest('edit', 'abc')).toBeNull();
    expect(readWizardRequest('group', '0')).toBeNull();
  });
});
