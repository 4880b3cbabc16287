import {
  hasAdminRole,
  userStatuses,
  userStatusNames,
  type TUser,
  type ZUserCreateBody,
  type ZUserUpdateBody,
} from '@feedmarket/contract/accounts/accounts.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, type FieldIssue } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import type { SessionUser } from '../../lib/session-user';
import { createToken } from '../../lib/tokens';
import type { AuthService } from '../auth/auth.service';
import type { NotificationService } from '../notifications/notifications.service';
import { accountRightOf, requireAccountRight, requireVisibleUser } from './account-access';
import { createAccountsRepository } from './accounts.repository';
import { createOrganizationsRepository } from './organizations.repository';
import { createUsersRepository, type UserListQuery, type UserRecord } from './users.repository';

type CreateInput = z.output<typeof ZUserCreateBody>;
type UpdateInput = z.output<typeof ZUserUpdateBody>;

type Deps = {
  db: Db;
  notifications: NotificationService;
  auth: Pick<AuthService, 'createInvitation' | 'signOutEverywhere'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

const displayName = (user: { firstname: string; lastname: string }) => `${user.firstname} ${user.lastname}`;

export function presentUser(user: UserRecord): TUser {
  return {
    id: user.id,
    orgId: user.orgId,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    displayName: displayName(user),
    email: user.emails,
    phone: user.phone,
    roles: user.roles,
    status: user.status,
    statusText: userStatusNames[user.status] ?? String(user.status),
    lastlogin: user.lastLoginAt && formatDateTime(new Date(user.lastLoginAt)),
    datecreated: formatDateTime(new Date(user.createdAt)),
  };
}

const roleIdsOf = (user: UserRecord) => user.roles.map((role) => role.id);
const isActiveAdmin = (user: UserRecord) => user.status === userStatuses.active && hasAdminRole(roleIdsOf(user));
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The invitation mail: who added them, and the link to choose a first password. */
function invitationMail(user: { firstname: string; username: string }, orgName: string, actor: string, link: string) {
  return [
    `Hello ${user.firstname},`,
    '',
    `${actor} added you to ${orgName} on Feedmarket, with the user name ${user.username}.`,
    'To choose your password and sign in, open this link within 7 days (it works once):',
    '',
    link,
    '',
    'If the link has expired, ask for a password reset with your user name or e-mail address.',
  ].join('\n');
}

/**
 * Users of an organisation: its admins (and the supervisor) list, add, change, deactivate and remove
 * them; a user changes their own names and contact details. Every function takes the target
 * organisation or user, so the supervisor's screens use them for any organisation.
 */
export function createUsersService({ db, notifications, auth, mailer, log }: Deps) {
  const repository = createUsersRepository(db);
  const accounts = createAccountsRepository(db);
  const organizations = createOrganizationsRepository(db);

  async function loadUser(member: SessionUser, userId: number): Promise<UserRecord> {
    const user = await repository.findUser(userId);
    // A removed user is gone for everyone.
    return requireVisibleUser(member, userId, user?.status === userStatuses.none ? undefined : user);
  }

  async function actorName(member: SessionUser): Promise<string> {
    const actor = await repository.findUser(member.userId);
    return actor ? displayName(actor) : member.username;
  }

  /** Roles that do not exist and restricted e-mail addresses: 400 with every failing field. */
  async function checkFields(roleIds: number[] | undefined, email: string | undefined): Promise<void> {
    const fields: FieldIssue[] = [];
    const unknown = roleIds ? await repository.unknownRoles(roleIds) : [];
    if (unknown.length)
      fields.push({ field: 'roles', message: formatMessage('unknownRole', { id: unknown.join(', ') }) });
    if (email && (await accounts.restrictedFragmentIn(email))) {
      fields.push({ field: 'email.0.emailAddress', message: messages.emailRestricted });
    }
    const first = fields[0];
    if (first) throw badRequest(first.message, fields);
  }

  /**
   * Inside the transaction, with the organisation locked so two admins cannot take away each other's
   * rights at once: refuses (409) a change that would leave it without an active administrator.
   */
  async function keepAnAdministrator(tx: Executor, user: UserRecord): Promise<void> {
    await createOrganizationsRepository(tx).lockOrganization(user.orgId);
    const current = await createUsersRepository(tx).findUser(user.id);
    if (!current || !isActiveAdmin(current)) return;
    if ((await createUsersRepository(tx).countOtherActiveAdmins(user.orgId, user.id)) === 0) {
      throw conflict(messages.lastAdministrator);
    }
  }

  /** Tells the organisation's active admins (but not `exceptUserId`) about a change to one of its users. */
  async function notifyAdmins(tx: Executor, orgId: number, exceptUserId: number, title: string, body: string) {
    const adminIds = await createUsersRepository(tx).activeAdminIds(orgId);
    for (const userId of adminIds.filter((id) => id !== exceptUserId)) {
      await notifications.notify({ userId, typeId: notificationTypes.account, title, body }, tx);
    }
  }

  async function reload(userId: number): Promise<TUser> {
    const user = await repository.findUser(userId);
    if (!user) throw notFound(`No user ${userId}`);
    return presentUser(user);
  }

  return {
    /** Spec: `GET /user/role` answers `userRoles`. */
    async roles() {
      return { userRoles: await repository.listRoles() };
    },

    async list(member: SessionUser, orgId: number, query: UserListQuery) {
      requireAccountRight(member, orgId, 'admin');
      const { rows, total } = await repository.listUsers(orgId, query);
      return { content: rows.map(presentUser), total };
    },

    /**
     * Adds a user who needs confirmation (status 1) and mails them an invitation to choose a first
     * password. The user and the link are kept together or not at all; the mail goes once they are.
     */
    async create(member: SessionUser, orgId: number, input: CreateInput) {
      requireAccountRight(member, orgId, 'admin');
      const organization = await organizations.findOrganization(orgId);
      if (!organization) throw notFound(`No organisation ${orgId}`);
      const email = input.email[0]!.emailAddress;
      const roleIds = input.roles.map((role) => role.id);
      await checkFields(roleIds, email);
      if (await accounts.usernameTaken(input.username)) throw conflict(messages.usernameTaken);
      if (await accounts.emailTaken(email)) throw conflict(messages.emailInUse);

      // Nobody knows this password: the user chooses theirs from the invitation.
      const passwordHash = await hashPassword(createToken().token);
      const actor = await actorName(member);
      let created: { userId: number; link: string };
      try {
        created = await db.transaction(async (tx) => {
          const userId = await createAccountsRepository(tx).insertUser(
            {
              orgId,
              username: input.username,
              passwordHash,
              firstname: input.firstname,
              lastname: input.lastname,
              phone: input.phones?.[0]?.phoneNumber || null,
              status: userStatuses.needsConfirmation,
            },
            email,
            roleIds,
          );
          const link = await auth.createInvitation(userId, tx);
          await notifications.notify(
            {
              userId,
              typeId: notificationTypes.account,
              title: 'Welcome to Feedmarket',
              body: `${actor} added you to ${organization.name}.`,
            },
            tx,
          );
          return { userId, link };
        });
      } catch (error) {
        // Two creations racing for the same name or address: the unique indexes decide.
        if (isUniqueViolation(error))
          throw conflict(`${messages.usernameTaken}, or ${messages.emailInUse.toLowerCase()}`);
        throw error;
      }

      const name = displayName(input);
      let message = formatMessage('userInvited', { name, email });
      try {
        await mailer.send({
          to: email,
          subject: `You are invited to ${organization.name} on Feedmarket`,
          text: invitationMail(input, organization.name, actor, created.link),
        });
      } catch (error) {
        log.error({ err: error, userId: created.userId }, 'the invitation mail could not be sent');
        message = formatMessage('invitationNotSent', { name });
      }
      return { message, user: await reload(created.userId) };
    },

    /**
     * Changes a user. Admins change anyone of their organisation, roles included; a user changes their
     * own names, e-mail and phone. Removing the last active admin's admin role is refused (409).
     */
    /** Throws 404 unless the member may see user `userId`; a route guard asks this before validation. */
    async requireVisible(member: SessionUser, userId: number): Promise<void> {
      await loadUser(member, userId);
    },

    async update(member: SessionUser, userId: number, input: UpdateInput): Promise<TUser> {
      const user = await loadUser(member, userId);
      const isSelf = user.id === member.userId;
      const isAdminOfUser = accountRightOf(member, user.orgId) === 'admin';
      if (!isSelf && !isAdminOfUser) throw forbidden(messages.adminOnly);
      const newRoleIds = input.roles?.map((role) => role.id);
      // Roles as they will be, when they change.
      const changedRoleIds = newRoleIds && !sameSet(newRoleIds, roleIdsOf(user)) ? newRoleIds : undefined;
      const rolesChange = changedRoleIds !== undefined;
      if (rolesChange && !isAdminOfUser) throw forbidden(messages.roleRequiresAdmin);

      const email = input.email[0]!.emailAddress;
      const emailChange = user.emails[0]?.emailAddress !== email;
      await checkFields(changedRoleIds, emailChange ? email : undefined);
      if (emailChange && (await repository.emailTakenByOther(email, user.id))) throw conflict(messages.emailInUse);

      const phone = input.phones?.[0]?.phoneNumber || null;
      const profileChange =
        user.firstname !== input.firstname || user.lastname !== input.lastname || user.phone !== phone || emailChange;
      const actor = await actorName(member);
      try {
        await db.transaction(async (tx) => {
          const txRepository = createUsersRepository(tx);
          if (changedRoleIds && !hasAdminRole(changedRoleIds)) await keepAnAdministrator(tx, user);
          await txRepository.updateProfile(user.id, { firstname: input.firstname, lastname: input.lastname, phone });
          if (emailChange) await txRepository.replaceEmail(user.id, email);
          if (changedRoleIds) {
            await txRepository.replaceRoles(user.id, changedRoleIds);
            const names = (await txRepository.findUser(user.id))!.roles.map((role) => role.name);
            await notifications.notify(
              {
                userId: user.id,
                typeId: notificationTypes.account,
                title: 'Your roles changed',
                body: names.length
                  ? `${actor} changed your roles to: ${names.join(', ')}.`
                  : `${actor} took away your roles.`,
              },
              tx,
            );
          }
          if (profileChange && !isSelf) {
            await notifications.notify(
              {
                userId: user.id,
                typeId: notificationTypes.account,
                title: 'Your account details changed',
                body: `${actor} changed your name or contact details.`,
              },
              tx,
            );
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.emailInUse);
        throw error;
      }
      return reload(user.id);
    },

    /**
     * Activates (2) or deactivates (3) a user. Deactivating signs them out at once and retires their
     * links; nobody deactivates themselves (400) or the last active admin (409).
     */
    async setStatus(member: SessionUser, userId: number, status: number): Promise<TUser> {
      const user = await loadUser(member, userId);
      requireAccountRight(member, user.orgId, 'admin');
      if (status === userStatuses.disabled && user.id === member.userId) {
        throw badRequest(messages.cannotDeactivateSelf);
      }
      if (user.status === status) return presentUser(user);
      const actor = await actorName(member);
      await db.transaction(async (tx) => {
        if (status === userStatuses.disabled) await keepAnAdministrator(tx, user);
        await createUsersRepository(tx).setStatus(user.id, status);
        if (status === userStatuses.disabled) {
          await auth.signOutEverywhere(user.id, tx);
          // The user can no longer read notifications: their admins are told.
          await notifyAdmins(
            tx,
            user.orgId,
            member.userId,
            'A user was deactivated',
            `${actor} deactivated ${displayName(user)} (${user.username}), who was signed out.`,
          );
        } else {
          await notifications.notify(
            {
              userId: user.id,
              typeId: notificationTypes.account,
              title: 'Your account is active',
              body: `${actor} activated your account.`,
            },
            tx,
          );
        }
      });
      return reload(user.id);
    },

    /**
     * Removes a user: signed out, e-mail address freed, gone from the lists; the row stays so
     * changelogs still name them. Nobody removes themselves (400) or the last active admin (409).
     */
    async remove(member: SessionUser, userId: number): Promise<{ message: string }> {
      const user = await loadUser(member, userId);
      requireAccountRight(member, user.orgId, 'admin');
      if (user.id === member.userId) throw badRequest(messages.cannotDeleteSelf);
      const actor = await actorName(member);
      await db.transaction(async (tx) => {
        await keepAnAdministrator(tx, user);
        await createUsersRepository(tx).removeUser(user.id);
        await auth.signOutEverywhere(user.id, tx);
        await notifyAdmins(
          tx,
          user.orgId,
          member.userId,
          'A user was removed',
          `${actor} removed ${displayName(user)} (${user.username}).`,
        );
      });
      return { message: formatMessage('userDeleted', { name: displayName(user) }) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
