import { describe, expect, it } from 'vitest';

import { hasStates } from './country-state-fields';

describe('hasStates', () => {
  it('lists states for the United States and Canada only', () => {
    expect(hasStates('840')).toBe(true);
    expect(hasStates('124')).toBe(true);
    expect(hasStates('826')).toBe(false);
    expect(hasStates(null)).toBe(false);
  });
});
