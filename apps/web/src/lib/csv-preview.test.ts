import { describe, expect, it } from 'vitest';

import { isCsv, parseCsvPreview } from './csv-preview';

describe('parseCsvPreview', () => {
  it('reads headings and rows, with or without a final line break', () => {
    const table = {
      header: ['name', 'city'],
      rows: [
        ['Zoë', 'Zürich'],
        ['€', '東京'],
      ],
    };
    expect(parseCsvPreview('name,city\nZoë,Zürich\n€,東京\n', false)).toEqual(table);
    expect(parseCsvPreview('name,city\r\nZoë,Zürich\r\n€,東京', false)).toEqual(table);
  });

  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseCsvPreview('a,b\n"x, y","say ""hi"""\n', false)).toEqual({
      header: ['a', 'b'],
      rows: [['x, y', 'say "hi"']],
    });
  });

  it('drops the cut-off last line of a truncated preview', () => {
    expect(parseCsvPreview('time,level\n00:00,1.25\n00:15,1.', true)).toEqual({
      header: ['time', 'level'],
      rows: [['00:00', '1.25']],
    });
  });

  it('answers null for text that is not a simple table', () => {
    expect(parseCsvPreview('just one column\nof text\n', false)).toBeNull();
    expect(parseCsvPreview('a,b\n1,2,3\n', false)).toBeNull();
    expect(parseCsvPreview('a,b\n"open quote,2\n', false)).toBeNull();
    expect(parseCsvPreview('', false)).toBeNull();
  });
});

describe('isCsv', () => {
  it('knows CSV by content type or by name', () => {
    expect(isCsv({ contentType: 'text/csv; charset=utf-8', fileName: 'x.txt' })).toBe(true);
    expect(isCsv({ contentType: 'application/octet-stream', fileName: 'LEVELS.CSV' })).toBe(true);
    expect(isCsv({ contentType: 'application/json', fileName: 'x.json' })).toBe(false);
  });
});
