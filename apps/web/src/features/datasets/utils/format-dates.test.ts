import { describe, expect, it } from 'vitest';

import { formatTimeframe } from './format-dates';

describe('formatTimeframe', () => {
  it('shows both ends in UTC, whatever the reader’s time zone', () => {
    expect(formatTimeframe('2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z')).toBe(
      'Jan 1, 2026, 12:00 AM – Jan 31, 2026, 11:59 PM UTC',
    );
  });

  it('says when one end is open, and nothing when neither is given', () => {
    expect(formatTimeframe('2026-02-01T06:30:00Z', null)).toBe('From Feb 1, 2026, 6:30 AM UTC');
    expect(formatTimeframe(null, '2026-02-01T12:05:00Z')).toBe('Until Feb 1, 2026, 12:05 PM UTC');
    expect(formatTimeframe(null, null)).toBeNull();
  });
});
