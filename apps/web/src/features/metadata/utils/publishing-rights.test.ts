import { describe, expect, it } from 'vitest';

import { canPublishFeeds } from './publishing-rights';

describe('canPublishFeeds', () => {
  it('refuses read-only organisations (type 3) only', () => {
    expect(canPublishFeeds({ orgType: 3 })).toBe(false);
    expect(canPublishFeeds({ orgType: 60 })).toBe(true);
    expect(canPublishFeeds({ orgType: 1 })).toBe(true);
  });
});
