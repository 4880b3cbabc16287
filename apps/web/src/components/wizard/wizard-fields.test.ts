import { describe, expect, it } from 'vitest';

import { valueAt } from './wizard-fields';

describe('valueAt', () => {
  it('reads nested values and list items by a dotted path', () => {
    const values = { containers: [{ location: { latitude: '47' } }], meta: { name: 'A' } };
    expect(valueAt(values, 'containers.0.location.latitude')).toBe('47');
    expect(valueAt(values, 'meta.name')).toBe('A');
    expect(valueAt(values, 'containers.3.location')).toBeUndefined();
    expect(valueAt(values, 'meta.name.first')).toBeUndefined();
  });
});
