import { describe, expect, it } from 'vitest';
import { firstLines, textPreview } from './preview';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('textPreview', () => {
  it('answers text up to the length asked, saying when the file goes on', () => {
    expect(textPreview(bytes('a,b\n1,2\n'), 100, 8)).toEqual({
      preview: 'a,b\n1,2\n',
      isBinary: false,
      truncated: false,
    });
    expect(textPreview(bytes('a,b\n1,2\n'), 3, 8)).toEqual({ preview: 'a,b', isBinary: false, truncated: true });
    expect(textPreview(bytes('abc'), 100, 5000)).toMatchObject({ truncated: true });
  });

  it('drops a character cut by the end of the bytes read instead of showing garbage', () => {
    const cut = bytes('Zürich €').subarray(0, 10); // the euro sign's 3 bytes, cut after 1
    expect(textPreview(cut, 100, 11).preview).toBe('Zürich ');
  });

  it('shows invalid UTF-8 as replacement characters and strips a byte order mark', () => {
    expect(textPreview(Uint8Array.from([0x61, 0xff, 0x62]), 10, 3).preview).toBe('a\ufffdb');
    expect(textPreview(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]), 10, 4).preview).toBe('a');
  });

  it('takes a NUL byte or many control characters for binary', () => {
    expect(textPreview(Uint8Array.from([0x50, 0x4b, 3, 4, 0]), 10, 5)).toEqual({
      preview: '',
      isBinary: true,
      truncated: true,
    });
    expect(textPreview(Uint8Array.from([1, 2, 3, 0x61, 0x62]), 10, 5).isBinary).toBe(true);
    expect(textPreview(bytes('tab\tand\r\nnewlines\f'), 100, 19).isBinary).toBe(false);
  });
});

describe('firstLines', () => {
  const preview = (text: string, truncated = false) => ({ preview: text, isBinary: false, truncated });

  it('keeps whole lines with their breaks, and says when lines were cut', () => {
    expect(firstLines(preview('h\n1\n2\n3\n'), 2)).toEqual(preview('h\n1\n', true));
    expect(firstLines(preview('h\r\n1\r\n'), 2)).toEqual(preview('h\r\n1\r\n'));
    expect(firstLines(preview('h\n1\n2'), 2)).toEqual(preview('h\n1\n', true));
  });

  it('leaves shorter previews and binary files as they are', () => {
    expect(firstLines(preview('h\n1', true), 5)).toEqual(preview('h\n1', true));
    expect(firstLines({ preview: '', isBinary: true, truncated: true }, 2)).toEqual({
      preview: '',
      isBinary: true,
      truncated: true,
    });
  });
});
