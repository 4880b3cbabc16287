import { describe, expect, it } from 'vitest';

import { canWriteContent } from './content-rights';

describe('canWriteContent', () => {
  it('lets the owner organisation write, unless it is read-only', () => {
    expect(canWriteContent({ orgid: 4, orgType: 60 }, 4)).toBe(true);
    expect(canWriteContent({ orgid: 4, orgType: 3 }, 4)).toBe(false);
  });

  it('keeps everyone else to reading', () => {
    expect(canWriteContent({ orgid: 5, orgType: 60 }, 4)).toBe(false);
    expect(canWriteContent(null, 4)).toBe(false);
  });
});
