import { z } from 'zod';
import { zDateTime, zId } from '../common/common.schemas';
import { ZPageQuery } from '../common/paging';

/** A mail kept in the outbox because no SMTP server is configured (the embedded default). */
export const ZOutboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string().describe('YYYY-MM-DDTHH:mm:ssZ'),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/** A count under a label: `tag` is what is counted (a status, a type, a summary code), `name` says it in words. */
export const ZTagCount = z.object({ tag: z.string(), name: z.string(), count: z.number().int() });
export type TTagCount = z.infer<typeof ZTagCount>;

/**
 * The supervisor's Summary: the marketplace at a glance. Each group lists its counts by tag in a fixed
 * order (the summary is not sorted).
 */
export const ZSupervisorSummary = z.object({
  feedsByStatus: z.array(ZTagCount).describe('Feeds (metadata instances) of every member by status'),
  feedsByType: z.array(ZTagCount).describe('Feeds by type: file-based, continuous, group'),
  members: z.array(ZTagCount).describe('Member organisations: all, enabled, disabled, read-only'),
  users: z.array(ZTagCount).describe('Users of every member by status'),
  activity: z.array(ZTagCount).describe('Every summary code counted across the marketplace'),
});
export type TSupervisorSummary = z.infer<typeof ZSupervisorSummary>;

/** One member organisation in the supervisor's Member Accounts list. */
export const ZMemberRow = z.object({
  id: z.number().int(),
  name: z.string(),
  countryName: z.string(),
  city: z.string().nullable(),
  organizationType: z.number().int(),
  isReadOnly: z.boolean(),
  enabled: z.boolean(),
  adminName: z.string().nullable().describe('Display name of the organisation administrator'),
  users: z.number().int().describe('Users of the organisation, in any status'),
  feeds: z.number().int().describe('Feeds of the organisation, in any status'),
  activeFeeds: z.number().int(),
  createDate: zDateTime,
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

export const memberListSorts = ['name', 'createDate', 'users', 'feeds'] as const;
export const ZMemberListQuery = ZPageQuery.extend({
  orderBy: z.enum(memberListSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TMemberListQuery = z.input<typeof ZMemberListQuery>;

/** Turns a member organisation on or off. */
export const ZMemberEnabledBody = z.object({ enabled: z.boolean() });

export const ZMemberEnabledAnswer = z.object({ id: z.number().int(), enabled: z.boolean(), message: z.string() });

/** One user in the supervisor's Users list, with the organisation they belong to. */
export const ZSupervisorUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgEnabled: z.boolean(),
  status: z.number().int(),
  statusText: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  isSupervisor: z.boolean(),
  lastlogin: zDateTime.nullable(),
  createDate: zDateTime,
});
export type TSupervisorUser = z.infer<typeof ZSupervisorUser>;

export const userListSorts = ['name', 'username', 'organization', 'lastlogin', 'createDate'] as const;
const userListQuery = {
  orderBy: z.enum(userListSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
};
/** Users of one member: the filter matches user name, first and last name, and e-mail address. */
export const ZMemberUserListQuery = ZPageQuery.extend(userListQuery);
/** Every user; `orgId` keeps one organisation's (none means all). */
export const ZSupervisorUserListQuery = ZPageQuery.extend({
  ...userListQuery,
  orgId: zId.optional().describe('Only users of this organisation; leave out for all'),
});
export type TSupervisorUserListQuery = z.input<typeof ZSupervisorUserListQuery>;
