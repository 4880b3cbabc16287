import { describe, expect, it } from 'vitest';

import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads a bare file name, as the server sends plain ASCII names', () => {
    expect(fileNameFromContentDisposition('attachment; filename=content.zip')).toBe('content.zip');
    expect(fileNameFromContentDisposition('attachment; filename=pass_wd_.csv')).toBe('pass_wd_.csv');
  });

  it('reads a quoted file name with spaces, semicolons and escaped quotes', () => {
    expect(fileNameFromContentDisposition('attachment; filename="river levels; 2026.csv"')).toBe(
      'river levels; 2026.csv',
    );
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
  });

  it('prefers the UTF-8 name of filename* over the ASCII fallback', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Zurich ?.csv"; filename*=UTF-8''Z%C3%BCrich%20%E2%82%AC.csv`,
      ),
    ).toBe('Zürich €.csv');
    expect(fileNameFromContentDisposition(`attachment; FILENAME*=utf-8''%E6%9D%B1%E4%BA%AC.json`)).toBe('東京.json');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E2%ZZ; filename=plain.txt`)).toBe('plain.txt');
  });

  it('keeps only the last part of a name with folders', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('answers null when there is no name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('')).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
