import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  userStatuses,
  type ZMemberAccountBody,
  type ZRegisterBody,
} from '@feedmarket/contract/accounts/accounts.schemas';
import { formatMessage, messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, isUniqueViolation } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import type { SessionUser } from '../../lib/session-user';
import { createToken } from '../../lib/tokens';
import type { AuthService } from '../auth/auth.service';
import type { DomainService } from '../domain/domain.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createAccountsRepository } from './accounts.repository';
import { isicCodeIssues } from './isic-checks';

type RegisterInput = z.output<typeof ZRegisterBody>;
type MemberAccountInput = z.output<typeof ZMemberAccountBody>;

const administratorRole = 1;

type Deps = {
  db: Db;
  notifications: NotificationService;
  /** Invitations use the password reset links of the auth module. */
  auth: Pick<AuthService, 'createInvitation'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  domain: DomainService;
};

/** The invitation of a member account's first administrator: the link to choose a password. */
function invitationMail(user: { firstname: string; username: string }, orgName: string, link: string): string {
  return [
    `Hello ${user.firstname},`,
    '',
    `A member account for ${orgName} was opened on Feedmarket, with you as its administrator (user name ${user.username}).`,
    'To choose your password and sign in, open this link within 7 days:',
    '',
    link,
    '',
    'If the link has expired, ask for a password reset with your user name or e-mail address.',
  ].join('\n');
}

export function createAccountsService({ db, notifications, auth, mailer, log, domain }: Deps) {
  const repository = createAccountsRepository(db);

  /** Checks what the schema cannot: lookups, uniqueness and restricted e-mail fragments. */
  async function checkRegistration(input: RegisterInput | MemberAccountInput): Promise<void> {
    const user = input.users[0]!;
    const email = user.email[0]!.emailAddress;
    const fields = [...(await domain.placeIssues(input)), ...(await isicCodeIssues(repository, input.isicCode))];
    if (await repository.restrictedFragmentIn(email)) {
      fields.push({ field: 'users.0.email.0.emailAddress', message: messages.emailRestricted });
    }
    const first = fields[0];
    if (first) throw badRequest(first.message, fields);
    if (await repository.usernameTaken(user.username)) throw conflict(messages.usernameTaken);
    if (await repository.emailTaken(email)) throw conflict(messages.emailInUse);
  }

  /**
   * Creates an organisation with the defaults of a new member (whatever the caller sent) and its first
   * user, an admin of it, in one transaction; `then` adds what comes with it in the same transaction.
   */
  async function createMember<T>(
    input: RegisterInput | MemberAccountInput,
    firstUser: { passwordHash: string; status: number; campaignId?: string },
    then: (created: { orgId: number; userId: number }, tx: Executor) => Promise<T>,
  ): Promise<T> {
    const user = input.users[0]!;
    try {
      return await db.transaction(async (tx) => {
        const txRepository = createAccountsRepository(tx);
        const orgId = await txRepository.insertOrganization({
          name: input.name,
          countryId: input.country,
          stateId: input.state ?? null,
          addressline1: input.addressline1 || null,
          addressline2: input.addressline2 || null,
          city: input.city || null,
          postalcode: input.postalcode || null,
          addressDisplay: input.addressDisplay || null,
          website: input.website || null,
          campaignId: firstUser.campaignId ?? null,
        });
        await txRepository.insertIsicCodes(orgId, [...new Set(input.isicCode)]);
        const userId = await txRepository.insertUser(
          {
            orgId,
            username: user.username,
            passwordHash: firstUser.passwordHash,
            firstname: user.firstname,
            lastname: user.lastname,
            phone: user.phones?.[0]?.phoneNumber ?? null,
            status: firstUser.status,
          },
          user.email[0]!.emailAddress,
          [administratorRole],
        );
        await txRepository.setOrganizationAdmin(orgId, userId);
        return then({ orgId, userId }, tx);
      });
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(error))
        throw conflict(`${messages.usernameTaken}, or the e-mail address is already in use`);
      throw error;
    }
  }

  return {
    /** Registers an organisation and its first user, an admin of it, who signs in at once. */
    async register(
      input: RegisterInput,
      campaignId?: string,
    ): Promise<{ id: number; userId: number; message: string }> {
      await checkRegistration(input);
      const passwordHash = await hashPassword(input.users[0]!.password);
      return createMember(
        input,
        { passwordHash, status: userStatuses.active, campaignId },
        async ({ orgId, userId }, tx) => {
          await notifications.notify(
            {
              userId,
              typeId: notificationTypes.account,
              title: 'Welcome to Feedmarket',
              body: `Your organisation ${input.name} is registered and you are its administrator.`,
            },
            tx,
          );
          return { id: orgId, userId, message: `Organisation ${input.name} registered` };
        },
      );
    },

    /**
     * A member account the supervisor opens: checked and created as a registration, its administrator
     * waiting for confirmation (status 1) until they choose a password from the invitation mailed
     * after the account is saved. A mail that cannot be sent leaves the account; the answer says so.
     */
    async createMemberAccount(input: MemberAccountInput): Promise<{ id: number; userId: number; message: string }> {
      await checkRegistration(input);
      // Nobody knows this password: the administrator chooses theirs from the invitation.
      const passwordHash = await hashPassword(createToken().token);
      const { orgId, userId, link } = await createMember(
        input,
        { passwordHash, status: userStatuses.needsConfirmation },
        async (created, tx) => ({ ...created, link: await auth.createInvitation(created.userId, tx) }),
      );
      const user = input.users[0]!;
      const email = user.email[0]!.emailAddress;
      try {
        await mailer.send({
          to: email,
          subject: `Your member account for ${input.name} on Feedmarket`,
          text: invitationMail(user, input.name, link),
        });
      } catch (error) {
        log.error({ err: error, userId }, 'the invitation mail could not be sent');
        return { id: orgId, userId, message: formatMessage('memberInvitationNotSent', { name: input.name }) };
      }
      return { id: orgId, userId, message: formatMessage('memberAccountCreated', { name: input.name, email }) };
    },

    /** Unread notification counts per tab; users see their own only. */
    tabCounts(member: SessionUser, userId: number) {
      return notifications.unreadCountsByTab(member, userId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
