import { describe, expect, it } from 'vitest';

import { describeValue, diffRows } from './clone-diff';

describe('clone differences', () => {
  it('show only the fields of a section that differ', () => {
    expect(
      diffRows('identifier', { extId: 'A-1', urn: null, uri: null }, { extId: 'A-2', urn: null, uri: 'https://x' }),
    ).toEqual([
      { label: 'Unique id', main: 'A-1', clone: 'A-2' },
      { label: 'URI', main: '—', clone: 'https://x' },
    ]);
  });

  it('show lists and plain values whole', () => {
    expect(diffRows('isicCodes', ['3600'], ['3600', '0111'])).toEqual([
      { label: 'ISIC codes', main: '3600', clone: '3600, 0111' },
    ]);
    expect(diffRows('typeId', 1, 2)).toEqual([{ label: 'Feed type', main: '1', clone: '2' }]);
  });

  it('shorten long values', () => {
    expect(describeValue('x'.repeat(200))).toHaveLength(118);
    expect(describeValue([])).toBe('—');
    expect(describeValue(null)).toBe('—');
  });
});
