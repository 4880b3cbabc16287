import { describe, expect, it } from 'vitest';
import { displayName, sanitizeFileName, uniqueNames } from './file-names';

describe('sanitizeFileName', () => {
  it.each([
    ['readings.csv', 'readings.csv'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\data.json', 'data.json'],
    ['bell\u0007and\u0000nul\n.txt', 'bell_and_nul_.txt'],
    ['evil\u202egpj.exe', 'evil_gpj.exe'],
    ['a<b>c:d"e|f?g*.csv', 'a_b_c_d_e_f_g_.csv'],
    ['.hidden', 'hidden'],
    ['..', 'file'],
    ['   ', 'file'],
    ['trailing dots...', 'trailing dots'],
    ['CON.txt', '_CON.txt'],
    ['Zoë in Zürich.csv', 'Zoë in Zürich.csv'],
  ])('%j becomes %j', (name, safe) => {
    expect(sanitizeFileName(name)).toBe(safe);
  });

  it('shortens long names to 200 characters and keeps the extension', () => {
    const safe = sanitizeFileName(`${'x'.repeat(300)}.csv`);
    expect(safe).toHaveLength(200);
    expect(safe.endsWith('.csv')).toBe(true);
  });
});

describe('displayName', () => {
  it('keeps what the uploader wrote, without control characters', () => {
    expect(displayName('../Q1 report\u0000.csv')).toBe('../Q1 report.csv');
    expect(displayName('\u0001')).toBe('file');
    expect(displayName('evil\u202egpj.exe')).toBe('evilgpj.exe');
  });
});

describe('uniqueNames', () => {
  it('numbers repeated names, ignoring case', () => {
    expect(uniqueNames(['a.csv', 'A.csv', 'a.csv', 'b'])).toEqual(['a.csv', 'A (2).csv', 'a (3).csv', 'b']);
  });
});
