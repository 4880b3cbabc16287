import { z } from 'zod';
import { ZRole } from '../auth/auth.schemas';
import { zDateTime, zInt } from '../common/common.schemas';
import { countriesWithStates } from '../domain/domain.schemas';
import { formatMessage, messages } from '../messages';
import { fieldTypes, type FieldType } from '../validators/field-types';
import { zField, zText } from '../validators/zod-fields';

export * from './accounts.constants';

/** The largest id PostgreSQL's `integer` holds: ids in bodies are bounded to it. */
const maxId = 2_147_483_647;
const zBodyId = z.number().int().positive().max(maxId);

const ZEmail = z.object({
  emailAddress: zField('email', { required: true }),
  emailType: z.number().int().min(0).max(100).optional().describe('1 organisation contact, 2 user'),
});

const ZPhone = z.object({
  phoneNumber: zField('phone', { required: true }),
  phoneType: z.number().int().min(0).max(100).optional(),
});

/** Postal codes follow the country: a US ZIP code, a Canadian A1A 1A1, or the general rule. */
export function postalCodeFieldType(countryId: number | null | undefined): FieldType {
  if (countryId === countriesWithStates.unitedStates) return 'usaPostalCode';
  if (countryId === countriesWithStates.canada) return 'canadaPostalCode';
  return 'anyPostalCode';
}

/** ISIC Rev.4 codes of an organisation: sections (A-U) or 2- to 4-digit codes, 1 to 5 of them. */
const zIsicCodes = z
  .array(z.string().regex(/^([A-U]|\d{2,4})$/))
  .min(1)
  .max(5)
  .describe('ISIC Rev.4 codes');

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
  isicCode: zIsicCodes,
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

// Organisation and account

/** Address fields shared by the organisation and its billing contact. */
const addressFields = {
  country: zBodyId.describe('Country id from /domain/country'),
  state: zBodyId.nullish().describe('State id; required for the United States and Canada, refused elsewhere'),
  addressline1: zField('addressline'),
  addressline2: zField('addressline'),
  city: zField('any'),
  postalcode: zField('anyPostalCode').describe("Checked by the country's rule (US ZIP, Canadian A1A 1A1, or general)"),
};

/** Marks a postal code that breaks its country's rule, on the object holding both. */
function checkPostalCode(value: { country: number; postalcode?: string }, ctx: z.RefinementCtx): void {
  // A code that breaks the general rule already has its message from the field itself.
  if (!value.postalcode || !fieldTypes.anyPostalCode.test(value.postalcode)) return;
  if (!fieldTypes[postalCodeFieldType(value.country)].test(value.postalcode)) {
    ctx.addIssue({ code: 'custom', message: messages.invalid, path: ['postalcode'] });
  }
}

/** Spec §3 "Company address": where invoices go, and who answers for them. */
export const ZCompanyAddress = z
  .object({
    division: zField('any').describe('Department or person invoices are addressed to'),
    ...addressFields,
    phone: zField('phone'),
    email: zField('email').describe('Where invoices are sent'),
  })
  .superRefine(checkPostalCode);
export type TCompanyAddress = z.input<typeof ZCompanyAddress>;

/**
 * What an organisation's admins (and the supervisor) change: name, website, address, ISIC codes and
 * billing contact. A PUT replaces them all: a field left out is cleared. Type, status and sector are
 * not the member's to change and are ignored.
 */
export const ZOrganizationBody = z
  .object({
    name: zField('companyName', { required: true }).describe('Organisation name'),
    website: zField('website'),
    ...addressFields,
    isicCode: zIsicCodes,
    billingContact: ZCompanyAddress.nullish().describe('Left out or null: invoices go to the organisation address'),
  })
  .superRefine(checkPostalCode);
export type TOrganizationBody = z.input<typeof ZOrganizationBody>;

const ZCompanyAddressRecord = z.object({
  division: z.string().nullable(),
  country: z.number().int(),
  state: z.number().int().nullable(),
  addressline1: z.string().nullable(),
  addressline2: z.string().nullable(),
  city: z.string().nullable(),
  postalcode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TCompanyAddressRecord = z.infer<typeof ZCompanyAddressRecord>;

/** The organisation record (spec §3 Organisation), with ids as they are stored. */
export const ZOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  country: z.number().int(),
  state: z.number().int().nullable(),
  addressline1: z.string().nullable(),
  addressline2: z.string().nullable(),
  city: z.string().nullable(),
  postalcode: z.string().nullable(),
  addressDisplay: z.string().nullable().describe('The address on one line'),
  isicCode: z.array(z.string()),
  billingContact: ZCompanyAddressRecord.nullable(),
  organizationType: z.number().int().describe('3 is read-only'),
  sectorType: z.number().int(),
  enabled: z.number().int().describe('1 enabled'),
  adminid: z.number().int().nullable().describe('The user who registered the organisation'),
  logoUrl: z.string().nullable().describe('Address of the logo image; changes when the logo does'),
  datecreated: zDateTime,
});
export type TOrganization = z.infer<typeof ZOrganization>;

/** A person to contact about the organisation: one of its active administrators. */
const ZAdministrator = z.object({ userId: z.number().int(), displayName: z.string(), email: z.string().nullable() });

/** The Account tab's view of an organisation: the record with names for its ids, its admins and the caller's rights. */
export const ZAccount = ZOrganization.extend({
  countryName: z.string(),
  stateName: z.string().nullable(),
  isicCodes: z.array(z.object({ code: z.string(), name: z.string() })),
  billingAddressDisplay: z.string().nullable().describe('The billing address on one line'),
  isReadOnly: z.boolean().describe('Organisation type 3: may not publish'),
  administrators: z.array(ZAdministrator),
  userCount: z.number().int().describe('Users who are not removed'),
  canEdit: z.boolean().describe('Whether the caller may change the account information'),
});
export type TAccount = z.infer<typeof ZAccount>;

/** Largest logo accepted, in bytes. */
export const maxLogoBytes = 256 * 1024;
/** What a larger logo is told. */
export const logoTooLargeMessage = formatMessage('logoTooLarge', { size: `${maxLogoBytes / 1024} KiB` });
/** Logo image types accepted; the server reads the type from the bytes, not from the name. */
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const ZLogoAnswer = z.object({ message: z.string(), logoUrl: z.string() });

// Users

export const ZRoleRef = z.object({ id: zBodyId });

/** The roles of a user, each once. */
const zRoleRefs = z
  .array(ZRoleRef)
  .max(20)
  .refine((roles) => new Set(roles.map((role) => role.id)).size === roles.length, 'A role is listed twice');

/** A new user of an organisation; they choose their password from the invitation. */
export const ZUserCreateBody = z.object({
  firstname: zField('name', { required: true }),
  lastname: zField('name', { required: true }),
  username: zField('username', { required: true }),
  email: z.array(ZEmail).length(1).describe('Exactly one e-mail address'),
  phones: z.array(ZPhone).max(1).optional(),
  roles: zRoleRefs.describe('Role ids from /user/role; none is allowed'),
});
export type TUserCreateBody = z.input<typeof ZUserCreateBody>;

/**
 * Changes to a user. Names, e-mail and phone are replaced (a phone left out is cleared); roles left
 * out stay as they are, and only admins may change them.
 */
export const ZUserUpdateBody = z.object({
  firstname: zField('name', { required: true }),
  lastname: zField('name', { required: true }),
  email: z.array(ZEmail).length(1).describe('Exactly one e-mail address'),
  phones: z.array(ZPhone).max(1).optional(),
  roles: zRoleRefs.optional().describe('Left out: unchanged'),
});
export type TUserUpdateBody = z.input<typeof ZUserUpdateBody>;

/** A user as the Users tab lists it. */
export const ZUser = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayName: z.string(),
  email: z.array(z.object({ emailAddress: z.string(), emailType: z.number().int() })),
  phone: z.string().nullable(),
  roles: z.array(ZRole),
  status: z.number().int().describe('1 needs confirmation, 2 active, 3 disabled'),
  statusText: z.string(),
  lastlogin: zDateTime.nullable(),
  datecreated: zDateTime,
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserCreated = z.object({ message: z.string(), user: ZUser });

export const ZUserRoles = z.object({ userRoles: z.array(ZRole) });

/** Sorts of the organisation's user list; spec §9: default datecreated. */
export const userListSorts = ['datecreated', 'username', 'lastname', 'firstname', 'status', 'lastlogin'] as const;
/** Spec §9: the account list filters by username, lastname or firstname. */
export const userListFilterFields = ['username', 'lastname', 'firstname'] as const;
export type UserListFilterField = (typeof userListFilterFields)[number];
