import { describe, expect, it } from 'vitest';

import { messages } from '@feedmarket/contract/messages';
import { zField } from '@feedmarket/contract/validators/zod-fields';

import { equalsField, firstOf, fromSchema, startsWithIgnoringCase, withoutFragments } from './form-validation';

type Values = { email: string; confirmEmail: string };
const values: Values = { email: 'ann@example.com', confirmEmail: '' };

describe('form rules', () => {
  it('shows the first message of a shared field schema', () => {
    const rule = fromSchema<Values>(zField('email', { required: true }));
    expect(rule('', values)).toBe(messages.required);
    expect(rule('not an e-mail', values)).toBe(messages.invalid);
    expect(rule('ann@example.com', values)).toBeNull();
  });

  it('compares with another field, after "required"', () => {
    const rule = firstOf<Values>(
      fromSchema(zField('email', { required: true })),
      equalsField('email', messages.emailsDiffer),
    );
    expect(rule('', values)).toBe(messages.required);
    expect(rule('bob@example.com', values)).toBe(messages.emailsDiffer);
    expect(rule('ann@example.com', values)).toBeNull();
  });

  it('refuses restricted e-mail fragments ignoring case', () => {
    const rule = withoutFragments<Values>(['@Mailinator.', 'spam'], messages.emailRestricted);
    expect(rule('ann@mailinator.com', values)).toBe(messages.emailRestricted);
    expect(rule('SPAMMER@example.com', values)).toBe(messages.emailRestricted);
    expect(rule('ann@example.com', values)).toBeNull();
  });

  it('filters by prefix ignoring case', () => {
    expect(startsWithIgnoringCase('United States', 'uni')).toBe(true);
    expect(startsWithIgnoringCase('United States', 'states')).toBe(false);
    expect(startsWithIgnoringCase('Canada', '')).toBe(true);
  });
});
