import { describe, expect, it } from 'vitest';

import { clusterDiameter, clusterLabel } from './clusters';
import { defaultVisibleColumns, parseVisibleColumns } from './feed-columns';

describe('visible columns', () => {
  it('shows the first two columns by default', () => {
    expect(defaultVisibleColumns).toEqual(['locationCategory', 'container']);
    expect(parseVisibleColumns(null)).toEqual(defaultVisibleColumns);
  });

  it('keeps known columns in chooser order', () => {
    expect(parseVisibleColumns('format,bogus,country,container')).toEqual(['container', 'format', 'country']);
    expect(parseVisibleColumns('')).toEqual([]);
  });
});

describe('cluster markers', () => {
  it('grow with the count within limits', () => {
    expect(clusterDiameter(1)).toBe(16);
    expect(clusterDiameter(2)).toBe(24);
    expect(clusterDiameter(10)).toBeLessThan(clusterDiameter(1000));
    expect(clusterDiameter(10_000_000)).toBe(48);
  });

  it('abbreviate large counts', () => {
    expect(clusterLabel(999)).toBe('999');
    expect(clusterLabel(1234)).toBe('1.2k');
    expect(clusterLabel(45_678)).toBe('45k');
    expect(clusterLabel(2_345_678)).toBe('2.3M');
  });
});
