import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { postalCodeFieldType, ZOrganizationBody, ZUserCreateBody } from './accounts.schemas';

const organization = { name: 'Harbor Analytics', isicCode: ['7320'] };

describe('postal codes follow the country', () => {
  it('names the rule of each country', () => {
    expect(postalCodeFieldType(840)).toBe('usaPostalCode');
    expect(postalCodeFieldType(124)).toBe('canadaPostalCode');
    expect(postalCodeFieldType(826)).toBe('anyPostalCode');
    expect(postalCodeFieldType(null)).toBe('anyPostalCode');
  });

  it.each([
    [840, '98101', true],
    [840, '98101-1234', true],
    [840, 'M5H 2N2', false],
    [124, 'M5H 2N2', true],
    [124, '98101', false],
    [826, 'LS1 3AB', true],
    [826, 'ls1 3ab', false],
  ])('country %i, postal code %s: valid %s', (country, postalcode, valid) => {
    const result = ZOrganizationBody.safeParse({ ...organization, country, postalcode });
    expect(result.success).toBe(valid);
    if (!result.success) {
      expect(result.error.issues).toEqual([
        expect.objectContaining({ path: ['postalcode'], message: messages.invalid }),
      ]);
    }
  });

  it('checks the billing contact against its own country', () => {
    const billingContact = { country: 124, postalcode: '98101' };
    const result = ZOrganizationBody.safeParse({ ...organization, country: 840, postalcode: '98101', billingContact });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['billingContact', 'postalcode']);
  });
});

describe('ZUserCreateBody', () => {
  const user = {
    firstname: 'Lena',
    lastname: 'Okafor',
    username: 'lena.okafor',
    email: [{ emailAddress: 'lena@example.org' }],
  };

  it('takes no role, or each role once', () => {
    expect(ZUserCreateBody.safeParse({ ...user, roles: [] }).success).toBe(true);
    expect(ZUserCreateBody.safeParse({ ...user, roles: [{ id: 3 }, { id: 5 }] }).success).toBe(true);
    expect(ZUserCreateBody.safeParse({ ...user, roles: [{ id: 3 }, { id: 3 }] }).success).toBe(false);
    expect(ZUserCreateBody.safeParse({ ...user, roles: [{ id: 2 ** 31 }] }).success).toBe(false);
  });
});
