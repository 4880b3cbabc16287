import { defineRoute } from '../common/route';
import { ZOption, zId } from '../common/common.schemas';
import { z } from 'zod';
import { ZMemberAccountBody, ZRegisterAnswer } from '../accounts/accounts.schemas';
import { ZPageQuery, zPage } from '../common/paging';
import { ZActivityAnswer, ZSummaryQuery } from '../dashboard/dashboard.schemas';
import {
  ZMemberEnabledAnswer,
  ZMemberEnabledBody,
  ZMemberListQuery,
  ZMemberRow,
  ZMemberUserListQuery,
  ZOutboxMail,
  ZSupervisorSummary,
  ZSupervisorUser,
  ZSupervisorUserListQuery,
} from './supervisor.schemas';

const orgParams = z.object({ orgId: zId });

const tag = 'supervisor';

export const supervisorRoutes = {
  outbox: defineRoute({
    method: 'GET',
    path: '/supervisor/outbox',
    operationId: 'listOutboxMail',
    summary: 'Mail kept in the outbox when no SMTP server is configured, newest first (filter matches the recipient)',
    description:
      'Without an SMTP server, mail such as password reset links is kept in the outbox; the supervisor reads it ' +
      'here, a page at a time, with the total in `x-total-count`.',
    tag,
    access: 'supervisor',
    query: ZPageQuery,
    responses: { 200: zPage(ZOutboxMail) },
  }),
  memberList: defineRoute({
    method: 'GET',
    path: '/supervisor/member/list',
    operationId: 'listMembers',
    summary: 'Every member organisation as a name and id, by name (for pickers)',
    description: "Every member organisation, sorted by name, for the supervisor's member pickers.",
    tag,
    access: 'supervisor',
    responses: { 200: z.array(ZOption) },
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/supervisor/dashboard',
    operationId: 'getMarketplaceActivity',
    summary: "The supervisor's transactions chart: the marketplace's activity per day, week or month",
    description:
      'The net change of every summary code across all organisations in each period of the interval (30 days, ' +
      "12 weeks or 12 months, UTC; DAY by default), from the same recorded activity as the members' summaries.",
    tag,
    access: 'supervisor',
    query: ZSummaryQuery,
    responses: { 200: ZActivityAnswer },
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/supervisor/summary',
    operationId: 'getMarketplaceSummary',
    summary: "The supervisor's Summary: feeds by status and type, members, users and activity counts",
    description:
      'Counts for the marketplace operator: feeds of every member by status (those waiting for review among them) ' +
      'and by type, member organisations enabled and disabled, users by status, and every summary code counted ' +
      'across the marketplace. The groups come in a fixed order; nothing is sorted.',
    tag,
    access: 'supervisor',
    responses: { 200: ZSupervisorSummary },
  }),
  users: defineRoute({
    method: 'GET',
    path: '/supervisor/user',
    operationId: 'listAllUsers',
    summary: 'Every user of every member with their organisation; filter by organisation and by name',
    description:
      'A page of users with their organisation, roles and status, the total in `x-total-count`. `orgId` keeps one ' +
      "organisation's users (leave it out for all); the filter matches user name, first and last name and e-mail.",
    tag,
    access: 'supervisor',
    query: ZSupervisorUserListQuery,
    responses: { 200: zPage(ZSupervisorUser) },
  }),
  members: defineRoute({
    method: 'GET',
    path: '/supervisor/member',
    operationId: 'listMemberAccounts',
    summary: 'Member organisations with their users and feeds counted, and whether they are enabled',
    description:
      'A page of member organisations, the total in `x-total-count`; the filter matches the name. Each row says ' +
      'whether the organisation is enabled and counts its users and feeds.',
    tag,
    access: 'supervisor',
    query: ZMemberListQuery,
    responses: { 200: zPage(ZMemberRow) },
  }),
  createMember: defineRoute({
    method: 'POST',
    path: '/supervisor/member',
    operationId: 'createMemberAccount',
    summary: 'Create a member account: an organisation and its first administrator, who is invited by mail',
    description:
      'Creates the organisation with the defaults and checks of a registration and its first user as its ' +
      'administrator, waiting for confirmation: a mail (or the outbox) brings a link, valid for a week, to choose ' +
      'a password. A taken user name or e-mail address answers 409 with the reason.',
    tag,
    access: 'supervisor',
    body: ZMemberAccountBody,
    responses: { 201: ZRegisterAnswer },
    errors: [409],
  }),
  setMemberEnabled: defineRoute({
    method: 'PUT',
    path: '/supervisor/member/:orgId/enabled',
    operationId: 'setMemberEnabled',
    summary: 'Enable or disable a member organisation',
    description:
      "Disabling signs the organisation's users out at once and keeps them from signing in, and hides its feeds " +
      'from search and from everyone but the supervisor; enabling brings them back. The supervisor cannot disable ' +
      'their own organisation (409). An unknown organisation answers 404.',
    tag,
    access: 'supervisor',
    params: orgParams,
    body: ZMemberEnabledBody,
    responses: { 200: ZMemberEnabledAnswer },
    errors: [404, 409],
  }),
  memberUsers: defineRoute({
    method: 'GET',
    path: '/supervisor/member/:orgId/user',
    operationId: 'listMemberUsers',
    summary: "One member organisation's users",
    description:
      "A page of one organisation's users, as in the Users list, the total in `x-total-count`. An unknown " +
      'organisation answers 404.',
    tag,
    access: 'supervisor',
    params: orgParams,
    query: ZMemberUserListQuery,
    responses: { 200: zPage(ZSupervisorUser) },
    errors: [404],
  }),
} as const;
