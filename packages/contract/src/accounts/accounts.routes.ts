import { z } from 'zod';
import { defineRoute } from '../common/route';
import { zId, ZMessage } from '../common/common.schemas';
import { ZPageQuery, zPage } from '../common/paging';
import {
  settableUserStatuses,
  userListFilterFields,
  userListSorts,
  ZAccount,
  ZLogoAnswer,
  ZOrganization,
  ZOrganizationBody,
  ZRegisterAnswer,
  ZRegisterBody,
  ZTabCount,
  ZUser,
  ZUserCreateBody,
  ZUserCreated,
  ZUserRoles,
  ZUserUpdateBody,
} from './accounts.schemas';

const tag = 'accounts';
const orgParams = z.object({ id: zId });

/** Paging of the Users tab: `filter` matches `filterBy` (username, lastname or firstname; all three when left out). */
export const ZUserListQuery = ZPageQuery.extend({
  orderBy: z.enum(userListSorts).default('datecreated'),
  filterBy: z.enum(userListFilterFields).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const accountsRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/user/register',
    operationId: 'registerOrganization',
    summary: 'Register an organisation and its first user (an admin of it)',
    description:
      'Creates a member organisation with the default sector and type, and its first user as its administrator. ' +
      'A taken user name or e-mail address answers 409.',
    tag,
    access: 'public',
    body: ZRegisterBody,
    responses: { 201: ZRegisterAnswer },
    errors: [409],
  }),
  userTabs: defineRoute({
    method: 'GET',
    path: '/user/:userId/tabs',
    operationId: 'listTabCounts',
    summary: 'Unread notification counts per dashboard tab',
    description: "The caller's own counts; another user's answer 403 unless the caller is the supervisor.",
    tag,
    access: 'member',
    params: z.object({ userId: zId }),
    responses: { 200: z.array(ZTabCount) },
    errors: [403],
  }),
  getAccount: defineRoute({
    method: 'GET',
    path: '/account/:id',
    operationId: 'getAccount',
    summary: "The Account tab's view of an organisation",
    description:
      'The organisation record with the names of its country, state and ISIC codes, its administrators and whether the caller may edit it. Members read their own organisation; the supervisor any.',
    tag,
    access: 'member',
    params: orgParams,
    responses: { 200: ZAccount },
    errors: [403, 404],
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/account/:id',
    operationId: 'updateAccount',
    summary: 'Edit account information (admins of the organisation, or the supervisor)',
    description:
      "Replaces the organisation's name, website, address, ISIC codes and billing contact, and answers the Account tab's view. The same change as PUT /organization/{id}.",
    tag,
    access: 'member',
    params: orgParams,
    body: ZOrganizationBody,
    responses: { 200: ZAccount },
    errors: [403, 404],
  }),
  getOrganization: defineRoute({
    method: 'GET',
    path: '/organization/:id',
    operationId: 'getOrganization',
    summary: 'The organisation record',
    description: 'The organisation as stored, with ids. Members read their own organisation; the supervisor any.',
    tag,
    access: 'member',
    params: orgParams,
    responses: { 200: ZOrganization },
    errors: [403, 404],
  }),
  updateOrganization: defineRoute({
    method: 'PUT',
    path: '/organization/:id',
    operationId: 'updateOrganization',
    summary: 'Change the organisation record (admins of the organisation, or the supervisor)',
    description:
      "Replaces the organisation's name, website, address, ISIC codes and billing contact, and answers the record.",
    tag,
    access: 'member',
    params: orgParams,
    body: ZOrganizationBody,
    responses: { 200: ZOrganization },
    errors: [403, 404],
  }),
  uploadLogo: defineRoute({
    method: 'PUT',
    path: '/organization/:id/logo',
    operationId: 'uploadOrganizationLogo',
    summary: "Replace the organisation's logo (multipart: one `file` part; PNG, JPEG or WebP, at most 256 KiB)",
    description: "Stores a small image as the organisation's logo; its type is read from its bytes.",
    tag,
    access: 'member',
    params: orgParams,
    bodyType: 'multipart',
    responses: { 200: ZLogoAnswer },
    errors: [403, 404],
  }),
  getLogo: defineRoute({
    method: 'GET',
    path: '/organization/:id/logo',
    operationId: 'getOrganizationLogo',
    summary: "The organisation's logo image",
    description: 'The image as uploaded, with a cache header and an ETag; 404 when the organisation has none.',
    tag,
    access: 'public',
    params: orgParams,
    responses: { 200: z.any().describe('The image') },
    answerType: 'image/*',
    errors: [404],
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/organization/:id/logo',
    operationId: 'deleteOrganizationLogo',
    summary: "Remove the organisation's logo",
    description: 'Removes the logo; the Account tab then shows none.',
    tag,
    access: 'member',
    params: orgParams,
    responses: { 200: ZMessage },
    errors: [403, 404],
  }),
  roles: defineRoute({
    method: 'GET',
    path: '/user/role',
    operationId: 'listUserRoles',
    summary: 'The roles a user may be given (answers userRoles)',
    description: 'Every role with its id; 1, 6 and 7 administer their organisation.',
    tag,
    access: 'member',
    responses: { 200: ZUserRoles },
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: '/dashboard/organization/:orgId/account',
    operationId: 'listOrganizationUsers',
    summary: "The Users tab: an organisation's users (paged; admins of the organisation, or the supervisor)",
    description:
      'Users of the organisation, newest first unless sorted otherwise; `filter` matches the field `filterBy` names (username, lastname or firstname), or any of them.',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    query: ZUserListQuery,
    responses: { 200: zPage(ZUser) },
    errors: [403, 404],
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/organization/:orgId/user',
    operationId: 'createUser',
    summary: 'Add a user to an organisation and invite them (admins of the organisation, or the supervisor)',
    description:
      'Creates a user who needs confirmation (status 1) and mails them a single-use link to choose a first password. E-mail and username are unique (409).',
    tag,
    access: 'member',
    params: z.object({ orgId: zId }),
    body: ZUserCreateBody,
    responses: { 201: ZUserCreated },
    errors: [403, 404, 409],
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/user/:id',
    operationId: 'updateUser',
    summary: "Change a user's names, e-mail, phone and roles",
    description:
      'Admins of the organisation (and the supervisor) change any of its users; a user changes their own names, e-mail and phone, but not their roles.',
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    body: ZUserUpdateBody,
    responses: { 200: ZUser },
    errors: [403, 404, 409],
  }),
  setUserStatus: defineRoute({
    method: 'PUT',
    path: '/user/:userId/status/:statusId',
    operationId: 'setUserStatus',
    summary: 'Activate (2) or deactivate (3) a user (admins of the organisation, or the supervisor)',
    description:
      'A deactivated user cannot sign in and is signed out at once. Nobody deactivates themselves (400), and the last active administrator stays (409).',
    tag,
    access: 'member',
    params: z.object({
      userId: zId,
      statusId: z.coerce
        .number()
        .int()
        .refine((status) => (settableUserStatuses as readonly number[]).includes(status), {
          message: 'The status must be 2 (active) or 3 (disabled)',
        }),
    }),
    responses: { 200: ZUser },
    errors: [403, 404, 409],
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/user/:id',
    operationId: 'deleteUser',
    summary: 'Remove a user from their organisation (admins of the organisation, or the supervisor)',
    description:
      'Signs the user out, frees their e-mail address and removes them from the lists; changelogs still name them. Nobody removes themselves (400), and the last active administrator stays (409).',
    tag,
    access: 'member',
    params: z.object({ id: zId }),
    responses: { 200: ZMessage },
    errors: [403, 404, 409],
  }),
} as const;
