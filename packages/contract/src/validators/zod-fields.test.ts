import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { isStorableText, zText, zWebAddress } from './zod-fields';

describe('isStorableText', () => {
  it.each([
    ['plain text', true],
    ['tabs\tand\nnew lines', true],
    ['a pair \ud83d\ude00 of surrogates', true],
    ['a NUL \u0000 inside', false],
    ['a lone high surrogate \ud800', false],
    ['a lone low surrogate \udc00', false],
    ['reversed halves \ude00\ud83d', false],
  ])('%j → %s', (value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('zText', () => {
  it('refuses what cannot be stored with its own message', () => {
    const result = zText().safeParse('a\u0000b');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.unstorableText]);
  });

  it('chains like a string schema', () => {
    const schema = zText().trim().max(5);
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(schema.safeParse('abcdef').success).toBe(false);
  });
});

describe('zWebAddress', () => {
  const schema = zWebAddress(40);

  it.each(['https://example.org/feeds/1', 'http://example.org', 'HTTPS://EXAMPLE.ORG/a?b=c#d'])(
    'accepts %s',
    (value) => {
      expect(schema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org/file',
    'file:///etc/passwd',
    '//example.org/no-scheme',
    'example.org',
    'https://example.org/\u0000',
    `https://example.org/${'a'.repeat(40)}`,
  ])('refuses %j', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
