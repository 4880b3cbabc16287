import { z } from 'zod';
import { zInt } from '../common/common.schemas';
import { zField, zText } from '../validators/zod-fields';

const ZEmail = z.object({
  emailAddress: zField('email', { required: true }),
  emailType: zInt.optional().describe('1 organisation contact, 2 user'),
});

const ZPhone = z.object({
  phoneNumber: zField('phone', { required: true }),
  phoneType: zInt.optional(),
});

/** Organisation type 3 is read-only: its users search, keep a workspace and download, but never publish or upload. */
export const readOnlyOrganizationType = 3;

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
  country: zInt.positive().describe('Country id from /domain/country'),
  state: zInt.positive().nullish().describe('State id; required for United States and Canada'),
  addressline1: zField('addressline'),
  addressline2: zField('addressline'),
  city: zField('any'),
  postalcode: zText().trim().max(20).optional(),
  addressDisplay: zText().trim().max(300).optional(),
  website: zField('website'),
  isicCode: z
    .array(z.string().regex(/^([A-U]|\d{2,4})$/))
    .min(1)
    .max(5)
    .describe('ISIC Rev.4 codes'),
  users: z.array(ZRegisterUser).length(1),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;

export const ZRegisterAnswer = z.object({
  id: z.number().int().describe('New organisation id'),
  userId: z.number().int(),
  message: z.string(),
});

/** Unread notification count of one dashboard tab. */
export const ZTabCount = z.object({ tab: z.string(), count: z.number().int() });
