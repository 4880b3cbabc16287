import { z } from 'zod';
import { zDateTime } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';
import { messages } from '../messages';
import { zField } from '../validators/zod-fields';

/** Rows a data request states at most, and the longest comment and criterion text. */
export const dataRequestLimits = { criteria: 10, criterionText: 500, comment: 2000 } as const;

const zBodyId = z.number().int().positive().max(2_147_483_647);

/** How a visitor without an account can be reached; members are reached through their account. */
export const ZDataRequestContact = z.object({
  firstName: zField('name', { required: true }),
  lastName: zField('name', { required: true }),
  email: zField('email', { required: true }),
  orgName: zField('companyName', { required: true }).describe('The organisation the visitor works for'),
  country: zBodyId.describe('Country id from /domain/country'),
  state: zBodyId.nullish().describe('State id; required for United States and Canada, refused for others'),
  address: zField('addressline'),
  role: zField('any').describe("The visitor's role in their organisation"),
});
export type TDataRequestContact = z.input<typeof ZDataRequestContact>;

export const ZDataRequestCriterion = z.object({
  criteriaId: zBodyId.describe('A criteria type from /domain/datarequest/criteriatype'),
  text: zField('default', { required: true }).max(dataRequestLimits.criterionText),
});

/**
 * A request for data the marketplace does not have yet. Members send no contact (their account is
 * the contact); visitors must. `orgId` and `userId` are accepted as the spec sends them and ignored:
 * the session says who asks.
 */
export const ZDataRequestBody = z.object({
  comment: zField('default', { required: true }).max(dataRequestLimits.comment).optional(),
  contact: ZDataRequestContact.nullish().describe('Required from visitors; ignored from members'),
  orgId: zBodyId.nullish().describe('Ignored: taken from the session'),
  userId: zBodyId.nullish().describe('Ignored: taken from the session'),
  criteria: z
    .array(ZDataRequestCriterion)
    .min(1, messages.criterionRequired)
    .max(dataRequestLimits.criteria)
    .describe('At least one criterion'),
});
export type TDataRequestBody = z.input<typeof ZDataRequestBody>;

export const ZDataRequestAnswer = z.object({ id: z.number().int(), message: z.string() });

/** A data request as the supervisor reads it: who asked and how to reach them, and what they asked for. */
export const ZDataRequestRow = z.object({
  id: z.number().int(),
  createDate: zDateTime,
  isMember: z.boolean().describe('Sent by a signed-in member rather than a visitor'),
  orgId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    orgName: z.string(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    address: z.string().nullable(),
    role: z.string().nullable(),
  }),
  comment: z.string().nullable(),
  criteria: z.array(z.object({ criteriaId: z.number().int(), name: z.string(), text: z.string() })),
});
export type TDataRequestRow = z.infer<typeof ZDataRequestRow>;

/** The supervisor's list, newest first; `filter` (3 characters or more) matches the contact's name, e-mail or organisation. */
export const ZDataRequestListQuery = ZPageQuery.extend({
  orderBy: z.enum(['createDate']).default('createDate'),
});
export type TDataRequestListQuery = z.input<typeof ZDataRequestListQuery>;
