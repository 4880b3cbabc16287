import { describe, expect, it } from 'vitest';

import { formatTotal, joinValues, truncateText } from './text';

describe('truncateText', () => {
  it('keeps text of 50 characters or fewer', () => {
    const text = 'x'.repeat(50);
    expect(truncateText(text)).toEqual({ text, full: text, isTruncated: false });
  });

  it('cuts longer text to 50 characters ending with an ellipsis', () => {
    const result = truncateText('a'.repeat(60));
    expect(Array.from(result.text)).toHaveLength(50);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.full).toBe('a'.repeat(60));
    expect(result.isTruncated).toBe(true);
  });

  it('does not leave a space before the ellipsis nor split characters', () => {
    expect(truncateText('word '.repeat(20), 10).text).toBe('word word…');
    expect(truncateText('😀'.repeat(12), 10).text).toBe(`${'😀'.repeat(9)}…`);
  });

  it('collapses runs of whitespace', () => {
    expect(truncateText('  a \n b  ').text).toBe('a b');
  });
});

describe('totals', () => {
  it('joins values and says when a total is an estimate', () => {
    expect(joinValues(['CSV', '', 'JSON'])).toBe('CSV, JSON');
    expect(formatTotal(1851, false)).toBe('1,851 feeds');
    expect(formatTotal(12000, true)).toBe('about 12,000 feeds');
    expect(formatTotal(1, false)).toBe('1 feed');
    expect(formatTotal(0, false)).toBe('0 feeds');
    expect(formatTotal(999, false)).toBe('999 feeds');
    expect(formatTotal(1234567, true)).toBe('about 1,234,567 feeds');
    expect(formatTotal(1000000000, false)).toBe('1,000,000,000 feeds');
    expect(formatTotal(100000, false)).toBe('100,000 feeds');
  });
});
