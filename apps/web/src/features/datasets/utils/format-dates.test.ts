import { describe, expect, it } from 'vitest';

import { formatTimeframe } from './format-dates';

describe('formatTimeframe', () => {
  it('shows both ends in UTC, whatever the reader’s time zone', () => {
    expect(formatTimeframe('2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z', 'en-GB')).toBe(
      '1 Jan 2026, 00:00 – 31 Jan 2026, 23:59 UTC',
    );
  });

  it('says when one end is open, and nothing when neither is given', () => {
    expect(formatTimeframe('2026-02-01T06:30:00Z', null, 'en-GB')).toBe('From 1 Feb 2026, 06:30 UTC');
    expect(formatTimeframe(null, '2026-02-01T06:30:00Z', 'en-GB')).toBe('Until 1 Feb 2026, 06:30 UTC');
    expect(formatTimeframe(null, null)).toBeNull();
  });
});
