import { describe, expect, it } from 'vitest';

import { formatSize } from './format-size';

describe('formatSize', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatSize(0, 'en')).toBe('0 bytes');
    expect(formatSize(1, 'en')).toBe('1 byte');
    expect(formatSize(1023, 'en')).toBe('1,023 bytes');
  });

  it('uses 1024-byte units with one decimal below 10', () => {
    expect(formatSize(1024, 'en')).toBe('1.0 KB');
    expect(formatSize(1536, 'en')).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024 + 123, 'en')).toBe('5.0 MB');
    expect(formatSize(12.4 * 1024 * 1024, 'en')).toBe('12 MB');
    expect(formatSize(2 * 1024 ** 3, 'en')).toBe('2.0 GB');
    expect(formatSize(3 * 1024 ** 5, 'en')).toBe('3,072 TB');
  });

  it('moves to the next unit instead of showing 1024 of one', () => {
    expect(formatSize(1024 * 1024 - 1, 'en')).toBe('1.0 MB');
  });

  it('follows the locale', () => {
    expect(formatSize(1536, 'de')).toBe('1,5 KB');
  });

  it('shows a dash for sizes that cannot be', () => {
    expect(formatSize(-1, 'en')).toBe('–');
    expect(formatSize(Number.NaN, 'en')).toBe('–');
  });
});
