import { messages } from '../messages';

export type FieldType =
  | 'any'
  | 'title'
  | 'email'
  | 'username'
  | 'name'
  | 'middlename'
  | 'mailstop'
  | 'addressline'
  | 'companyName'
  | 'password'
  | 'dunsNumber'
  | 'usaPostalCode'
  | 'canadaPostalCode'
  | 'anyPostalCode'
  | 'phone'
  | 'website'
  | 'linkedin'
  | 'default';

export type FieldRule = {
  /** True when the value obeys the whole rule, length bounds included. */
  test: (value: string) => boolean;
  /** Checked before `test` so an over-long value gets the max-length message instead. */
  maxLength?: number;
  /** Shown when `test` fails. */
  message: string;
};

// The spec's character classes are ASCII ("letters (A-Z)"), so accented letters are not letters here.
const letterPattern = /[A-Za-z]/g;
const digitPattern = /[0-9]/g;
const alphanumericPattern = /[A-Za-z0-9]/g;

function hasLength(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

/** True when one of `chars` appears twice in a row ("doubled" in the spec means the same character repeated). */
function hasDoubled(value: string, chars: string): boolean {
  return [...chars].some((char) => value.includes(char + char));
}

/** True when every parenthesis belongs to a group matched by `groups` (a global pattern). */
function hasOnlyGroups(value: string, groups: RegExp): boolean {
  return !/[()]/.test(value.replace(groups, ''));
}

function isDomainLabel(label: string): boolean {
  return hasLength(label, 2, 63) && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(label) && !label.includes('--');
}

// A bare label such as "localhost" is not accepted: the spec speaks of domain labels, plural.
function isDomainName(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every(isDomainLabel);
}

function isEmail(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [user = '', domain = ''] = parts;
  return (
    hasLength(user, 2, 64) &&
    /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(user) &&
    !hasDoubled(user, '._-') &&
    isDomainName(domain)
  );
}

function isPersonName(value: string, minLength: number): boolean {
  return (
    hasLength(value, minLength, 50) &&
    /^[A-Za-z -]+$/.test(value) &&
    !value.includes('--') &&
    !value.startsWith('-') &&
    !value.endsWith('-')
  );
}

function isWebsite(value: string): boolean {
  // "www." needs no special case: "www" is itself a valid label.
  const host = value.replace(/^https?:\/\//i, '');
  return value.length <= 253 && isDomainName(host);
}

function isLinkedinProfile(value: string): boolean {
  const match = /^(?:https?:\/\/)?(?:www\.)?linkedin\.com\/in\/([A-Za-z0-9-]+)\/?$/i.exec(value);
  const username = match?.[1] ?? '';
  return hasLength(username, 5, 30) && count(username, alphanumericPattern) >= 1;
}

const invalid = messages.invalid;

export const fieldTypes: Record<FieldType, FieldRule> = {
  any: {
    test: (value) =>
      hasLength(value, 2, 50) && count(value, letterPattern) >= 1 && !/^\s/.test(value) && !value.includes('  '),
    maxLength: 50,
    message: '(2 - 50) characters allowed and may contain letters (A-Z), digits(0-9) and special characters and space',
  },
  title: {
    test: (value) =>
      hasLength(value, 2, 50) &&
      /^[A-Za-z0-9./() -]+$/.test(value) &&
      /^[A-Za-z]/.test(value) &&
      /[A-Za-z0-9.)]$/.test(value) &&
      !hasDoubled(value, './()-') &&
      hasOnlyGroups(value, /\([A-Za-z0-9]+\)/g),
    maxLength: 50,
    message: invalid,
  },
  email: {
    // The spec bounds the user part (64) and each label (63) but not the whole: 254 is the longest
    // address SMTP carries (RFC 5321), and keeps the address within its database index.
    test: isEmail,
    maxLength: 254,
    message: invalid,
  },
  username: {
    test: (value) =>
      hasLength(value, 5, 20) &&
      /^[A-Za-z0-9](?:[A-Za-z0-9@._-]*[A-Za-z0-9])?$/.test(value) &&
      !hasDoubled(value, '@._-'),
    maxLength: 20,
    message: invalid,
  },
  name: {
    test: (value) => isPersonName(value, 2),
    maxLength: 50,
    message: invalid,
  },
  middlename: {
    test: (value) => isPersonName(value, 1),
    maxLength: 50,
    message: invalid,
  },
  mailstop: {
    test: (value) =>
      hasLength(value, 2, 15) &&
      /^[A-Za-z0-9.# -]+$/.test(value) &&
      count(value, alphanumericPattern) >= 2 &&
      !/[.# -]{2}/.test(value) &&
      /^[A-Za-z0-9#]/.test(value) &&
      /[A-Za-z0-9]$/.test(value),
    maxLength: 15,
    message: invalid,
  },
  addressline: {
    test: (value) => {
      const letters = count(value, letterPattern);
      const digits = count(value, digitPattern);
      return hasLength(value, 2, 150) && (letters >= 2 || (letters >= 1 && digits >= 1));
    },
    maxLength: 150,
    message: invalid,
  },
  companyName: {
    test: (value) => hasLength(value, 2, 50) && count(value, alphanumericPattern) >= 2,
    maxLength: 50,
    message: invalid,
  },
  password: {
    test: (value) =>
      hasLength(value, 6, 20) &&
      count(value, letterPattern) >= 1 &&
      count(value, digitPattern) >= 1 &&
      !/\s/.test(value),
    maxLength: 20,
    message: invalid,
  },
  dunsNumber: {
    test: (value) => /^[0-9]{9}$/.test(value) && value !== '000000000',
    maxLength: 9,
    message: invalid,
  },
  usaPostalCode: {
    test: (value) => /^[0-9]{5}(?:-[0-9]{4})?$/.test(value),
    maxLength: 10,
    message: invalid,
  },
  canadaPostalCode: {
    test: (value) => /^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$/.test(value),
    maxLength: 7,
    message: invalid,
  },
  anyPostalCode: {
    test: (value) =>
      hasLength(value, 2, 20) &&
      /^[A-Z0-9 -]+$/.test(value) &&
      !value.includes('--') &&
      !value.startsWith('-') &&
      !value.endsWith('-'),
    maxLength: 20,
    message: invalid,
  },
  phone: {
    test: (value) =>
      hasLength(value, 2, 20) &&
      /^[0-9+() -]+$/.test(value) &&
      /^[0-9+(]/.test(value) &&
      /[0-9)]$/.test(value) &&
      count(value, /\+/g) <= 1 &&
      !hasDoubled(value, '-()') &&
      hasOnlyGroups(value, /\([0-9]+\)/g),
    maxLength: 20,
    message: invalid,
  },
  website: {
    test: isWebsite,
    maxLength: 253,
    message: invalid,
  },
  linkedin: {
    test: isLinkedinProfile,
    message: invalid,
  },
  default: {
    // Plain text has no shape to check; required and max length are the form's business.
    test: () => true,
    message: invalid,
  },
};
