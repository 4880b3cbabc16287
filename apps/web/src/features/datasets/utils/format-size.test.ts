import { describe, expect, it } from 'vitest';

import { formatSize } from './format-size';

describe('formatSize', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(1023)).toBe('1,023 bytes');
  });

  it('uses 1024-byte units with one decimal below 10', () => {
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 + 123)).toBe('5.0 MB');
    expect(formatSize(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatSize(2 * 1024 ** 3)).toBe('2.0 GB');
    expect(formatSize(3 * 1024 ** 5)).toBe('3,072 TB');
  });

  it('moves to the next unit instead of showing 1024 of one', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('writes sizes in English, as the rest of the app', () => {
    expect(formatSize(1000 * 1024)).toBe('1,000 KB');
    expect(formatSize(9.96 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('shows a dash for sizes that cannot be', () => {
    expect(formatSize(-1)).toBe('–');
    expect(formatSize(Number.NaN)).toBe('–');
  });
});
