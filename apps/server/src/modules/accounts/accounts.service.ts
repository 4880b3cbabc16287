import type { z } from 'zod';
import type { ZRegisterBody } from '@feedmarket/contract/accounts/accounts.schemas';
import { messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Db } from '../../db/client';
import { badRequest, conflict, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { SessionUser } from '../../lib/session-user';
import type { DomainService } from '../domain/domain.service';
import type { NotificationService } from '../notifications/notifications.service';
import { createAccountsRepository } from './accounts.repository';
import { isicCodeIssues } from './isic-checks';

type RegisterInput = z.output<typeof ZRegisterBody>;

const administratorRole = 1;

type Deps = { db: Db; notifications: NotificationService; domain: DomainService };

export function createAccountsService({ db, notifications, domain }: Deps) {
  const repository = createAccountsRepository(db);

  /** Checks what the schema cannot: lookups, uniqueness and restricted e-mail fragments. */
  async function checkRegistration(input: RegisterInput): Promise<void> {
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

  return {
    /** Creates an organisation with the defaults of a new member and its first user, an admin of it. */
    async register(
      input: RegisterInput,
      campaignId?: string,
    ): Promise<{ id: number; userId: number; message: string }> {
      await checkRegistration(input);
      const user = input.users[0]!;
      const passwordHash = await hashPassword(user.password);
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
            campaignId: campaignId ?? null,
          });
          await txRepository.insertIsicCodes(orgId, [...new Set(input.isicCode)]);
          const userId = await txRepository.insertUser(
            {
              orgId,
              username: user.username,
              passwordHash,
              firstname: user.firstname,
              lastname: user.lastname,
              phone: user.phones?.[0]?.phoneNumber ?? null,
            },
            user.email[0]!.emailAddress,
            [administratorRole],
          );
          await txRepository.setOrganizationAdmin(orgId, userId);
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
        });
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        if (isUniqueViolation(error))
          throw conflict(`${messages.usernameTaken}, or the e-mail address is already in use`);
        throw error;
      }
    },

    /** Unread notification counts per tab; users see their own, supervisors anyone's. */
    tabCounts(member: SessionUser, userId: number) {
      return notifications.unreadCountsByTab(member, userId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
