import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { fieldTypes, type FieldType } from './field-types';
import { messages } from '../messages';
import { zField } from './zod-fields';

/** [value, why it is in the table] */
type Row = [string, string];

type Table = { accepted: Row[]; rejected: Row[] };

const a = (length: number): string => 'a'.repeat(length);
const digits = (length: number): string => '1'.repeat(length);

const label63 = a(63);
// 63 + 1 + 63 + 1 + 63 + 1 + 61 = 253 characters.
const website253 = [label63, label63, label63, a(61)].join('.');
const linkedin = 'https://www.linkedin.com/in/';

const tables: Record<FieldType, Table> = {
  any: {
    accepted: [
      ['ab', 'length 2 (min)'],
      [a(50), 'length 50 (max)'],
      [digits(49) + 'a', 'a single letter is enough'],
      ['a1!?#', 'digits and special characters'],
      ['a b c', 'single spaces'],
      ['1a', 'may start with a digit'],
      ['ab ', 'a trailing space is not forbidden'],
    ],
    rejected: [
      ['', 'empty'],
      ['a', 'length 1 (min - 1)'],
      [a(51), 'length 51 (max + 1)'],
      ['12', 'no letter'],
      ['!?', 'only specials'],
      [' ab', 'leading space'],
      ['\tab', 'leading tab'],
      ['a  b', 'double space'],
      ['é1', 'accented letters are not A-Z'],
    ],
  },
  title: {
    accepted: [
      ['Mr', 'length 2 (min)'],
      ['A' + a(49), 'length 50 (max)'],
      ['Dr.', 'ends with a dot'],
      ['Engineer (IT)', 'ends with a closing parenthesis'],
      ['Level 2', 'ends with a digit'],
      ['Head of R/D', 'slash'],
      ['Vice-President', 'hyphen'],
      ['Sr. Engineer', 'dot then space'],
      ['Dev (A1)(B2)', 'two groups side by side'],
      ['Dev (IT).', 'different specials next to each other'],
      ['A1', 'letter then digit'],
    ],
    rejected: [
      ['', 'empty'],
      ['A', 'length 1 (min - 1)'],
      ['A' + a(50), 'length 51 (max + 1)'],
      ['1st Officer', 'begins with a digit'],
      ['(IT) Dev', 'begins with a parenthesis'],
      ['.Dev', 'begins with a dot'],
      [' Dev', 'begins with a space'],
      ['Dev-', 'ends with a hyphen'],
      ['Dev/', 'ends with a slash'],
      ['Dev ', 'ends with a space'],
      ['Dev (', 'ends with an opening parenthesis'],
      ['Dev..Ops', 'doubled dot'],
      ['Dev//Ops', 'doubled slash'],
      ['Dev--Ops', 'doubled hyphen'],
      ['Dev ((IT))', 'doubled parentheses'],
      ['Dev (IT))', 'doubled closing parenthesis'],
      ['Dev ()', 'empty parentheses'],
      ['Dev (I T)', 'space inside parentheses'],
      ['Dev (I-T)', 'hyphen inside parentheses'],
      ['Dev (IT', 'unclosed parenthesis'],
      ['Dev IT)', 'unopened parenthesis'],
      ['Dev )IT(', 'parentheses the wrong way round'],
      ['Dev (a(b)c)', 'nested parentheses'],
      ['Dev_Ops', 'underscore'],
      ['Dev & Ops', 'ampersand'],
      ['Dev, Ops', 'comma'],
      ['Café', 'accented letter'],
    ],
  },
  email: {
    accepted: [
      ['ab@example.com', 'user part length 2 (min)'],
      [a(64) + '@example.com', 'user part length 64 (max)'],
      ['john.doe@example.com', 'dot in user part'],
      ['john_doe-1@mail.example.org', 'underscore, hyphen, three labels'],
      ['a1@ex.co', 'labels of length 2 (min)'],
      [`ab@${label63}.com`, 'label length 63 (max)'],
      ['ab@my-domain.io', 'single hyphen in a label'],
      ['A.B@Example.COM', 'upper case'],
      ['a.-b@ex.com', 'different separators are not doubled'],
    ],
    rejected: [
      ['', 'empty'],
      ['a@example.com', 'user part length 1 (min - 1)'],
      [a(65) + '@example.com', 'user part length 65 (max + 1)'],
      ['.ab@ex.com', 'user part begins with a dot'],
      ['_ab@ex.com', 'user part begins with an underscore'],
      ['ab-@ex.com', 'user part ends with a hyphen'],
      ['ab.@ex.com', 'user part ends with a dot'],
      ['a..b@ex.com', 'doubled dot'],
      ['a__b@ex.com', 'doubled underscore'],
      ['a--b@ex.com', 'doubled hyphen in user part'],
      ['a b@ex.com', 'space'],
      ['ab@ex.com ', 'trailing space'],
      ['ab+c@ex.com', 'plus sign'],
      ['abexample.com', 'no @'],
      ['ab@@ex.com', 'two @'],
      ['ab@cd@ex.com', 'two @ apart'],
      ['@ex.com', 'no user part'],
      ['ab@', 'no domain'],
      ['ab@example', 'a single label'],
      ['ab@e.com', 'label length 1 (min - 1)'],
      ['ab@example.c', 'last label length 1'],
      [`ab@${a(64)}.com`, 'label length 64 (max + 1)'],
      ['ab@-ex.com', 'label begins with a hyphen'],
      ['ab@ex-.com', 'label ends with a hyphen'],
      ['ab@ex--ample.com', 'double hyphen in a label'],
      ['ab@ex_ample.com', 'underscore in the domain'],
      ['ab@ex..com', 'empty label'],
      ['ab@.ex.com', 'domain begins with a dot'],
      ['ab@ex.com.', 'domain ends with a dot'],
    ],
  },
  username: {
    accepted: [
      ['abcde', 'length 5 (min)'],
      [a(20), 'length 20 (max)'],
      ['12345', 'digits only'],
      ['john.doe', 'dot'],
      ['j_doe1', 'underscore'],
      ['john-d', 'hyphen'],
      ['jd@acme', 'at sign'],
      ['a.b_c-d@e', 'different specials apart'],
      ['ab._cd', 'different specials are not doubled'],
    ],
    rejected: [
      ['', 'empty'],
      ['abcd', 'length 4 (min - 1)'],
      [a(21), 'length 21 (max + 1)'],
      ['.abcde', 'begins with a dot'],
      ['@abcde', 'begins with an at sign'],
      ['-abcde', 'begins with a hyphen'],
      ['abcde.', 'ends with a dot'],
      ['abcde_', 'ends with an underscore'],
      ['abcde@', 'ends with an at sign'],
      ['ab..cd', 'doubled dot'],
      ['ab__cd', 'doubled underscore'],
      ['ab--cd', 'doubled hyphen'],
      ['ab@@cd', 'doubled at sign'],
      ['ab cd', 'space'],
      ['ab+cd', 'plus sign'],
      ['ab!cd', 'exclamation mark'],
      ['abçde', 'accented letter'],
    ],
  },
  name: {
    accepted: [
      ['Al', 'length 2 (min)'],
      [a(50), 'length 50 (max)'],
      ['Mary Ann', 'space'],
      ['Jean-Luc', 'hyphen'],
      ['Anne-Marie Smith', 'hyphen and space'],
    ],
    rejected: [
      ['', 'empty'],
      ['A', 'length 1 (min - 1)'],
      [a(51), 'length 51 (max + 1)'],
      ['-Al', 'begins with a hyphen'],
      ['Al-', 'ends with a hyphen'],
      ['Jean--Luc', 'doubled hyphen'],
      ["O'Neil", 'apostrophe'],
      ['Al2', 'digit'],
      ['Al.', 'dot'],
      ['José', 'accented letter'],
    ],
  },
  middlename: {
    accepted: [
      ['J', 'length 1 (min)'],
      [a(50), 'length 50 (max)'],
      ['Mary-Jo', 'hyphen'],
      ['J K', 'space'],
    ],
    rejected: [
      ['', 'length 0 (min - 1)'],
      [a(51), 'length 51 (max + 1)'],
      ['-', 'a lone hyphen'],
      ['-J', 'begins with a hyphen'],
      ['J-', 'ends with a hyphen'],
      ['Jo--An', 'doubled hyphen'],
      ['J.', 'dot'],
      ['J2', 'digit'],
    ],
  },
  mailstop: {
    accepted: [
      ['A1', 'length 2 (min)'],
      ['MS' + digits(13), 'length 15 (max)'],
      ['#12', 'begins with #'],
      ['12', 'digits only'],
      ['MS 4-B', 'space and hyphen apart'],
      ['Bldg.2', 'dot'],
      ['a#b', '# inside'],
      ['Room 12', 'single space'],
    ],
    rejected: [
      ['', 'empty'],
      ['A', 'length 1 (min - 1)'],
      ['MS' + digits(14), 'length 16 (max + 1)'],
      ['#1', 'a single alphanumeric'],
      ['##', 'no alphanumerics'],
      ['.A1', 'begins with a dot'],
      ['-A1', 'begins with a hyphen'],
      [' A1', 'begins with a space'],
      ['A1.', 'ends with a dot'],
      ['A1#', 'ends with #'],
      ['A1-', 'ends with a hyphen'],
      ['A1 ', 'ends with a space'],
      ['A..1', 'doubled dot'],
      ['A.-1', 'adjacent dot and hyphen'],
      ['A  1', 'double space'],
      ['A# 1', 'adjacent # and space'],
      ['A##1', 'doubled #'],
      ['A_1', 'underscore'],
      ['A/1', 'slash'],
      ['A,1', 'comma'],
    ],
  },
  addressline: {
    accepted: [
      ['ab', 'length 2 (min), two letters'],
      ['a1', 'a letter and a digit'],
      ['1a', 'a digit and a letter'],
      [a(150), 'length 150 (max)'],
      ['12 Main St', 'street address'],
      ['Apt #4, Bldg B', 'any characters'],
      ['1 - A', 'a letter and a digit among specials'],
    ],
    rejected: [
      ['', 'empty'],
      ['a', 'length 1 (min - 1)'],
      [a(151), 'length 151 (max + 1)'],
      ['12', 'digits only'],
      ['1 2 3', 'no letter'],
      ['a!', 'one letter and no digit'],
      ['!!!', 'specials only'],
    ],
  },
  companyName: {
    accepted: [
      ['AB', 'length 2 (min)'],
      ['3M', 'letter and digit'],
      ['42', 'two digits'],
      [a(50), 'length 50 (max)'],
      ['AT&T Inc.', 'specials'],
    ],
    rejected: [
      ['', 'empty'],
      ['A', 'length 1 (min - 1)'],
      [a(51), 'length 51 (max + 1)'],
      ['A&', 'a single alphanumeric'],
      ['&&', 'no alphanumerics'],
      ['- -', 'no alphanumerics'],
    ],
  },
  password: {
    accepted: [
      ['abc123', 'length 6 (min)'],
      [a(19) + '1', 'length 20 (max)'],
      ['1aaaaa', 'digit first'],
      ['Pa$$w0rd', 'specials'],
    ],
    rejected: [
      ['', 'empty'],
      ['abc12', 'length 5 (min - 1)'],
      [a(20) + '1', 'length 21 (max + 1)'],
      ['abcdef', 'no digit'],
      ['123456', 'no letter'],
      ['abc 123', 'space inside'],
      [' abc123', 'leading space'],
      ['abc123 ', 'trailing space'],
      ['abc\t123', 'tab'],
    ],
  },
  dunsNumber: {
    accepted: [
      ['123456789', '9 digits'],
      ['000000001', 'leading zeros'],
      ['100000000', 'trailing zeros'],
    ],
    rejected: [
      ['', 'empty'],
      ['12345678', '8 digits'],
      ['1234567890', '10 digits'],
      ['000000000', 'all zeros'],
      ['12345678a', 'letter'],
      ['12-345-678', 'hyphens'],
      [' 123456789', 'space'],
    ],
  },
  usaPostalCode: {
    accepted: [
      ['12345', '5 digits'],
      ['12345-6789', '5+4 digits'],
      ['00501', 'leading zeros'],
    ],
    rejected: [
      ['', 'empty'],
      ['1234', '4 digits'],
      ['123456', '6 digits'],
      ['12345-678', '5+3 digits'],
      ['12345-67890', '5+5 digits'],
      ['12345 6789', 'space instead of hyphen'],
      ['123456789', '9 digits without hyphen'],
      ['12345-', 'hyphen without the 4 digits'],
      ['1234a', 'letter'],
    ],
  },
  canadaPostalCode: {
    accepted: [
      ['K1A 0B1', 'A1A 1A1'],
      ['H0H 0H0', 'A1A 1A1'],
    ],
    rejected: [
      ['', 'empty'],
      ['k1a 0b1', 'lower case'],
      ['K1A0B1', 'no space'],
      ['K1A  0B1', 'two spaces'],
      ['K1A-0B1', 'hyphen instead of space'],
      ['1KA 0B1', 'digit first'],
      ['KKA 0B1', 'letter where a digit belongs'],
      ['K1A 0B', 'too short'],
      ['K1A 0B12', 'too long'],
    ],
  },
  anyPostalCode: {
    accepted: [
      ['AB', 'length 2 (min)'],
      ['A'.repeat(20), 'length 20 (max)'],
      ['SW1A 1AA', 'letters, digits, space'],
      ['1234-567', 'hyphen inside'],
      ['75008', 'digits only'],
    ],
    rejected: [
      ['', 'empty'],
      ['A', 'length 1 (min - 1)'],
      ['A'.repeat(21), 'length 21 (max + 1)'],
      ['sw1a 1aa', 'lower case'],
      ['-123', 'begins with a hyphen'],
      ['123-', 'ends with a hyphen'],
      ['12--34', 'doubled hyphen'],
      ['12_34', 'underscore'],
      ['12.34', 'dot'],
    ],
  },
  phone: {
    accepted: [
      ['12', 'length 2 (min)'],
      [digits(20), 'length 20 (max)'],
      ['+12', 'begins with +'],
      ['(555) 123', 'begins with ('],
      ['+1 555 123 4567', 'international'],
      ['(555) 123-4567', 'parentheses and hyphen'],
      ['+44 (20) 7946-0958', 'plus, parentheses, hyphen'],
      ['555-1234', 'hyphen'],
      ['(555)', 'ends with )'],
      ['(555)-123', 'different specials side by side'],
    ],
    rejected: [
      ['', 'empty'],
      ['1', 'length 1 (min - 1)'],
      [digits(21), 'length 21 (max + 1)'],
      ['-123', 'begins with a hyphen'],
      [' 123', 'begins with a space'],
      [')123', 'begins with )'],
      ['123-', 'ends with a hyphen'],
      ['123 ', 'ends with a space'],
      ['123+', 'ends with +'],
      ['123(', 'ends with ('],
      ['+1+2', 'two plus signs'],
      ['++12', 'doubled plus'],
      ['1--2', 'doubled hyphen'],
      ['((555)) 1', 'doubled parentheses'],
      ['(555)) 1', 'doubled closing parenthesis'],
      ['() 123', 'empty parentheses'],
      ['(5a5) 1', 'letter inside parentheses'],
      ['(55 5) 1', 'space inside parentheses'],
      ['(555 1', 'unclosed parenthesis'],
      ['555) 1', 'unopened parenthesis'],
      ['1.2', 'dot'],
      ['12a', 'letter'],
    ],
  },
  website: {
    accepted: [
      ['example.com', 'bare domain'],
      ['ex.co', 'labels of length 2 (min)'],
      [`${label63}.com`, 'label length 63 (max)'],
      [website253, 'total length 253 (max)'],
      ['www.example.com', 'with www'],
      ['http://example.com', 'with http'],
      ['https://www.example.com', 'with https and www'],
      ['HTTPS://Example.COM', 'upper case'],
      ['my-site.example.org', 'hyphen and three labels'],
    ],
    rejected: [
      ['', 'empty'],
      ['example', 'a single label'],
      ['e.com', 'label length 1 (min - 1)'],
      ['example.c', 'last label length 1'],
      [`${a(64)}.com`, 'label length 64 (max + 1)'],
      [website253 + 'a', 'total length 254 (max + 1)'],
      ['-example.com', 'begins with a hyphen'],
      ['example-.com', 'label ends with a hyphen'],
      ['ex--ample.com', 'double hyphen'],
      ['ex_ample.com', 'underscore'],
      ['example..com', 'empty label'],
      ['.example.com', 'begins with a dot'],
      ['example.com.', 'ends with a dot'],
      ['ftp://example.com', 'other scheme'],
      ['https:/example.com', 'malformed scheme'],
      ['https://example.com/path', 'path'],
      ['exa mple.com', 'space'],
    ],
  },
  linkedin: {
    accepted: [
      [linkedin + 'jane-doe-42', 'the usual profile URL'],
      ['https://linkedin.com/in/abcde', 'username length 5 (min), no www'],
      [linkedin + a(30), 'username length 30 (max)'],
      ['http://www.linkedin.com/in/janedoe/', 'http and trailing slash'],
      ['www.linkedin.com/in/12345', 'no scheme, digits only'],
      ['linkedin.com/in/-jane-', 'hyphens at the ends'],
    ],
    rejected: [
      ['', 'empty'],
      [linkedin + 'abcd', 'username length 4 (min - 1)'],
      [linkedin + a(31), 'username length 31 (max + 1)'],
      [linkedin + '-----', 'no letter or digit'],
      [linkedin + 'jane_doe', 'underscore'],
      [linkedin + 'jane.doe', 'dot'],
      [linkedin + 'jane doe', 'space'],
      [linkedin, 'no username'],
      [linkedin + 'janedoe/extra', 'extra path'],
      ['https://www.linkedin.com/company/acme', 'not a profile'],
      ['https://www.example.com/in/janedoe', 'other site'],
      ['janedoe', 'username alone'],
    ],
  },
  default: {
    accepted: [
      ['', 'empty'],
      ['anything at all <b>', 'any text'],
      ['  spaced  ', 'any spacing'],
    ],
    rejected: [],
  },
};

describe.each(Object.entries(tables))('field type %s', (type, { accepted, rejected }) => {
  const rule = fieldTypes[type as FieldType];

  it.each(accepted)('accepts %j (%s)', (value) => {
    expect(rule.test(value)).toBe(true);
  });

  if (rejected.length > 0) {
    it.each(rejected)('rejects %j (%s)', (value) => {
      expect(rule.test(value)).toBe(false);
    });
  }
});

describe('field type settings', () => {
  it.each<[FieldType, number | undefined]>([
    ['any', 50],
    ['title', 50],
    ['email', 254],
    ['username', 20],
    ['name', 50],
    ['middlename', 50],
    ['mailstop', 15],
    ['addressline', 150],
    ['companyName', 50],
    ['password', 20],
    ['dunsNumber', 9],
    ['usaPostalCode', 10],
    ['canadaPostalCode', 7],
    ['anyPostalCode', 20],
    ['phone', 20],
    ['website', 253],
    ['linkedin', undefined],
    ['default', undefined],
  ])('%s has maxLength %s', (type, maxLength) => {
    expect(fieldTypes[type].maxLength).toBe(maxLength);
  });

  it('gives "any" its own message', () => {
    expect(fieldTypes.any.message).toBe(
      '(2 - 50) characters allowed and may contain letters (A-Z), digits(0-9) and special characters and space',
    );
  });

  it.each(Object.keys(tables).filter((type) => type !== 'any'))('%s uses "The field is invalid"', (type) => {
    expect(fieldTypes[type as FieldType].message).toBe('The field is invalid');
  });
});

/** The single message a schema reports for a value, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

describe('zField', () => {
  const anyMessage = fieldTypes.any.message;

  it.each<[FieldType, boolean, unknown, string | null]>([
    ['username', true, '', messages.required],
    ['username', true, '   ', messages.required],
    ['username', true, undefined, messages.required],
    ['username', true, 42, messages.invalid],
    ['username', true, a(21), messages.maxLength],
    ['username', true, `  ${a(20)}  `, null],
    ['username', true, 'abcd', messages.invalid],
    ['username', true, 'ab..cd', messages.invalid],
    ['username', true, 'jdoe1', null],
    ['username', false, '', null],
    ['username', false, '   ', null],
    ['username', false, undefined, null],
    ['username', false, a(21), messages.maxLength],
    ['username', false, 'abcd', messages.invalid],
    ['any', true, 'a', anyMessage],
    ['any', true, a(51), messages.maxLength],
    ['any', false, '12', anyMessage],
    ['email', true, 'a@example.com', messages.invalid],
    ['email', true, ` ${a(65)}@example.com`, messages.invalid],
    ['email', true, `ab@${`${label63}.`.repeat(4)}com`, messages.maxLength],
    ['website', true, website253 + 'a', messages.maxLength],
    ['username', true, 'jdoe\u00001', messages.unstorableText],
    ['email', true, `ab@example.com\ud800`, messages.unstorableText],
    ['password', true, 'abc123\udc00', messages.unstorableText],
    ['default', true, '\u0000', messages.unstorableText],
    ['default', true, 'a \ud83d\ude00 pair', null],
    ['password', true, ' abc123', messages.invalid],
    ['password', true, 'abc123', null],
    ['default', true, '', messages.required],
    ['default', true, 'x', null],
  ])('%s (required %s) given %j reports %j', (type, required, value, expected) => {
    expect(messageOf(zField(type, { required }), value)).toBe(expected);
  });

  it('trims the value it returns', () => {
    expect(zField('name', { required: true }).parse('  Jean-Luc  ')).toBe('Jean-Luc');
  });

  it('is optional unless asked otherwise', () => {
    expect(zField('name').parse(undefined)).toBeUndefined();
    expect(zField('name', { required: false }).parse('')).toBe('');
  });

  it('keeps spaces around a password for the rule to see', () => {
    expect(zField('password', { required: true }).safeParse('abc123 ').success).toBe(false);
  });
});
