import { describe, expect, it } from 'vitest';

import { legalItemPath, legalPaths, readLegalRequest } from './legal-paths';

describe('legal paths', () => {
  it("opens a feed's legal view from /dashboard/legal/metadata/{feedId}", () => {
    expect(legalPaths.feed(42)).toBe('/dashboard/legal/metadata/42');
    expect(readLegalRequest('metadata', '42')).toBe(42);
    expect(legalItemPath(3, 42)).toBe('/dashboard/legal/metadata/42');
  });

  it('reads nothing from other modals or ids that cannot be feeds', () => {
    expect(readLegalRequest(undefined, undefined)).toBeNull();
    expect(readLegalRequest('notifications', '42')).toBeNull();
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '2147483648']) {
      expect(readLegalRequest('metadata', id), id).toBeNull();
    }
    expect(legalItemPath(1, 42)).toBeNull();
  });
});
