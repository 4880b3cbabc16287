import { z } from 'zod';
import { countriesWithStates } from '../domain/domain.schemas';
import type { FieldType } from '../validators/field-types';
import { zField } from '../validators/zod-fields';

const ZEmail = z.object({
  emailAddress: zField('email', { required: true }),
  emailType: z.number().int().optional().describe('1 organisation contact, 2 user'),
});

const ZPhone = z.object({
  phoneNumber: zField('phone', { required: true }),
  phoneType: z.number().int().optional(),
});

/** Organisation type 3 is read-only: its users search, keep a workspace and download, but never publish or upload. */
export const readOnlyOrganizationType = 3;

/** User status: 0 none, 1 needs confirmation (invited, no password chosen yet), 2 active, 3 disabled. */
export const userStatuses = { none: 0, needsConfirmation: 1, active: 2, disabled: 3 } as const;

export const userStatusNames: Record<number, string> = {
  [userStatuses.none]: 'Removed',
  [userStatuses.needsConfirmation]: 'Needs confirmation',
  [userStatuses.active]: 'Active',
  [userStatuses.disabled]: 'Disabled',
};

/** Postal codes follow the country: a US ZIP code, a Canadian A1A 1A1, or the general rule. */
export function postalCodeFieldType(countryId: number | null | undefined): FieldType {
  if (countryId === countriesWithStates.unitedStates) return 'usaPostalCode';
  if (countryId === countriesWithStates.canada) return 'canadaPostalCode';
  return 'anyPostalCode';
}

/** The first user of a newly registered organisation. */
export const ZRegisterUser = z.object({
  firstname: zField('name', { required: true }),
  lastname: zField('name', { required: true }),
  username: zField('username', { required: true }),
  password: zField('password', { required: true }),
  email: z.array(ZEmail).min(1).max(1).describe('Exactly one e-mail address'),
  phones: z.array(ZPhone).max(1).optional(),
});

/** Organisation registration; the server applies the defaults of a new organisation. */
export const ZRegisterBody = z.object({
  name: zField('companyName', { required: true }).describe('Organisation name'),
  country: z.number().int().positive().describe('Country id from /domain/country'),
  state: z.number().int().positive().nullish().describe('State id; required for United States and Canada'),
  addressline1: zField('addressline'),
  addressline2: zField('addressline'),
  city: zField('any'),
  postalcode: z.string().trim().max(20).optional(),
  addressDisplay: z.string().trim().max(300).optional(),
  website: zField('website'),
  isicCode: z
    .array(z.string().regex(/^([A-U]|\d{2,4})$/))
    .min(1)
    .max(5)
    .describe('ISIC Rev.4 codes'),
  users: z.array(ZRegisterUser).length(1),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/**
 * A member account the supervisor creates: the organisation as at registration, and its first
 * administrator without a password, who is invited by mail to choose one.
 */
export const ZMemberAccountBody = ZRegisterBody.extend({
  users: z.array(ZRegisterUser.omit({ password: true })).length(1),
});
export type TMemberAccountBody = z.input<typeof ZMemberAccountBody>;

export const ZRegisterAnswer = z.object({
  id: z.number().int().describe('New organisation id'),
  userId: z.number().int(),
  message: z.string(),
});

/** Unread notification count of one dashboard tab. */
export const ZTabCount = z.object({ tab: z.string(), count: z.number().int() });
