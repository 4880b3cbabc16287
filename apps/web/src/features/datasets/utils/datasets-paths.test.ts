import { describe, expect, it } from 'vitest';

import { datasetsPaths, readOpenDataset } from './datasets-paths';

describe('readOpenDataset', () => {
  it('reads files/{id}', () => {
    expect(readOpenDataset('files', '42')).toBe(42);
    expect(datasetsPaths.files(42)).toBe('/dashboard/datasets/files/42');
  });

  it('answers null for the list and for ids that are not ids', () => {
    expect(readOpenDataset(undefined, undefined)).toBeNull();
    expect(readOpenDataset('files', undefined)).toBeNull();
    expect(readOpenDataset('files', '0')).toBeNull();
    expect(readOpenDataset('files', '-3')).toBeNull();
    expect(readOpenDataset('files', '1e3')).toBeNull();
    expect(readOpenDataset('other', '5')).toBeNull();
  });
});
