import { readOnlyOrganizationType, userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { messages } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Config } from '../../config/config';
import type { Db, Executor } from '../../db/client';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { isAdmin, type SessionUser } from '../../lib/session-user';
import { createToken, hashToken } from '../../lib/tokens';
import { buildTabConfig } from '../accounts/tab-config';
import type { NotificationService } from '../notifications/notifications.service';
import { createAuthRepository, type AccountRow } from './auth.repository';

/** An invitation link lasts longer than a reset link: the new user may not read their mail at once. */
const invitationTtlSeconds = 7 * 24 * 60 * 60;
const resetLinkInvalid = 'This password reset link is invalid or has expired. Please ask for a new one.';

type Deps = { db: Db; config: Config; mailer: Mailer; notifications: NotificationService };

export function createAuthService({ db, config, mailer, notifications }: Deps) {
  const repository = createAuthRepository(db);
  const { perAccount, perAddress, windowSeconds } = config.loginLimits;

  async function buildProfile(account: AccountRow, token: string, lastLogin: Date | null): Promise<TLoginProfile> {
    const roles = await repository.listRoles(account.userId);
    const tabConfig = buildTabConfig({
      isReadOnly: account.orgType === readOnlyOrganizationType,
      isAdmin: isAdmin({ roleIds: roles.map((role) => role.id) } as SessionUser),
    });
    return {
      token,
      tokenlifeseconds: config.sessionTtlSeconds,
      username: account.username,
      displayname: `${account.firstname} ${account.lastname}`,
      userid: account.userId,
      orgid: account.orgId,
      orgname: account.orgName,
      tabs: tabConfig.tabs.map((tab) => tab.id),
      orgType: account.orgType,
      tabConfig,
      roles,
      supervisor: account.isSupervisor,
      lastlogin: lastLogin ? formatDateTime(lastLogin) : null,
    };
  }

  const canSignIn = (account: AccountRow | undefined): account is AccountRow =>
    !!account && account.userStatus === userStatuses.active && account.orgEnabled === 1;
  // An invited user who lost the invitation asks for a reset link instead.
  const canReset = (account: AccountRow | undefined): account is AccountRow =>
    !!account &&
    (account.userStatus === userStatuses.active || account.userStatus === userStatuses.needsConfirmation) &&
    account.orgEnabled === 1;

  return {
    /**
     * Signs in with a user name or e-mail address. Failures are counted per account and per address;
     * past either limit the answer is 429 until the window passes, whatever the password.
     */
    async login(input: {
      username: string;
      password: string;
      ip: string;
      campaignId?: string;
    }): Promise<TLoginProfile> {
      const accountKey = `account:${input.username.toLowerCase()}`;
      const addressKey = `address:${input.ip}`;
      const [accountFailures, addressFailures] = await Promise.all([
        repository.countFailures(accountKey, windowSeconds),
        repository.countFailures(addressKey, windowSeconds),
      ]);
      if (accountFailures >= perAccount || addressFailures >= perAddress) {
        throw tooManyRequests('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      }

      const account = await repository.findAccountByIdentifier(input.username);
      const passwordMatches = await verifyPassword(input.password, account?.passwordHash ?? decoyPasswordHash);
      if (!passwordMatches || !canSignIn(account)) {
        await repository.recordFailure(accountKey, windowSeconds);
        await repository.recordFailure(addressKey, windowSeconds);
        throw unauthorized(messages.loginFailed);
      }

      const { token, hash } = createToken();
      const now = new Date();
      await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        await txRepository.createSession({
          tokenHash: hash,
          userId: account.userId,
          campaignId: input.campaignId ?? null,
          expiresAt: new Date(now.getTime() + config.sessionTtlSeconds * 1000),
        });
        await txRepository.recordLogin(account.userId, now);
        await txRepository.clearFailures(accountKey);
      });
      return buildProfile(account, token, account.lastLoginAt);
    },

    /** The profile of an existing session, for signing in again from a remembered token. */
    async sessionProfile(member: SessionUser, token: string): Promise<TLoginProfile> {
      const account = await repository.findAccountByUserId(member.userId);
      if (!canSignIn(account)) throw unauthorized();
      return buildProfile(account, token, account.lastLoginAt);
    },

    async authenticate(token: string): Promise<SessionUser | null> {
      const session = await repository.findLiveSession(hashToken(token));
      if (!session) return null;
      const { expiresAt: _expiresAt, ...user } = session;
      return user;
    },

    async logout(member: SessionUser): Promise<void> {
      await repository.deleteSession(member.sessionId);
    },

    /** E-mails a single-use reset link valid for one hour; answers the same whether or not the account exists. */
    async requestPasswordReset(identifier: string): Promise<{ message: string }> {
      const account = await repository.findAccountByIdentifier(identifier);
      const email = canReset(account) ? await repository.findEmail(account.userId) : undefined;
      if (account && email) {
        const { token, hash } = createToken();
        await repository.createPasswordReset({
          tokenHash: hash,
          userId: account.userId,
          expiresAt: new Date(Date.now() + config.passwordResetTtlSeconds * 1000),
        });
        await mailer.send({
          to: email,
          subject: 'Reset your Feedmarket password',
          text: [
            `Hello ${account.firstname},`,
            '',
            'Someone asked to reset the password of your Feedmarket account. To choose a new password, open this link within one hour:',
            '',
            `${config.publicUrl}/confirmResetPassword/${token}`,
            '',
            'If you did not ask for this, you can ignore this message: your password stays as it is.',
          ].join('\n'),
        });
      }
      return { message: messages.resetRequested };
    },

    /**
     * Sets a new password from a reset link or an invitation and signs the user out everywhere. An
     * invited user (status 1) becomes active; a disabled or removed user's link no longer works.
     */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        const userId = await txRepository.consumePasswordReset(hashToken(input.token));
        const status = userId ? await txRepository.findUserStatus(userId) : undefined;
        if (!userId || (status !== userStatuses.active && status !== userStatuses.needsConfirmation)) {
          throw badRequest(resetLinkInvalid);
        }
        const isInvitation = status === userStatuses.needsConfirmation;
        await txRepository.updatePassword(userId, passwordHash);
        if (isInvitation) await txRepository.setUserStatus(userId, userStatuses.active);
        await txRepository.deleteSessionsOfUser(userId);
        await notifications.notify(
          isInvitation
            ? {
                userId,
                typeId: notificationTypes.account,
                title: 'Welcome to Feedmarket',
                body: 'You chose your password and your account is active.',
              }
            : {
                userId,
                typeId: notificationTypes.account,
                title: 'Password reset',
                body: 'Your password was reset with an e-mailed link. Other sessions were signed out.',
              },
          tx,
        );
      });
    },

    /**
     * A single-use link with which an invited user chooses a first password (the reset mechanism,
     * valid for a week); part of the transaction that creates the user. Answers the link to mail.
     */
    async createInvitation(userId: number, executor: Executor): Promise<string> {
      const { token, hash } = createToken();
      await createAuthRepository(executor).createPasswordReset({
        tokenHash: hash,
        userId,
        expiresAt: new Date(Date.now() + invitationTtlSeconds * 1000),
      });
      return `${config.publicUrl}/confirmResetPassword/${token}?invitation=1`;
    },

    /** Ends every session of a user and retires their reset and invitation links, in the caller's transaction. */
    async signOutEverywhere(userId: number, executor: Executor): Promise<void> {
      const txRepository = createAuthRepository(executor);
      await txRepository.deleteSessionsOfUser(userId);
      await txRepository.retirePasswordResets(userId);
    },

    /** Changes the caller's own password; other sessions of the user are signed out. */
    async changePassword(
      member: SessionUser,
      input: { username: string; oldPassword: string; newPassword: string },
    ): Promise<{ message: string }> {
      if (input.username.toLowerCase() !== member.username.toLowerCase()) {
        throw forbidden('You can only change your own password');
      }
      const account = await repository.findAccountByUserId(member.userId);
      if (!account || !(await verifyPassword(input.oldPassword, account.passwordHash))) {
        throw badRequest('The current password is incorrect', [
          { field: 'oldPassword', message: 'The current password is incorrect' },
        ]);
      }
      if (input.oldPassword === input.newPassword) {
        throw badRequest('The new password must differ from the current one', [
          { field: 'newPassword', message: 'The new password must differ from the current one' },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const txRepository = createAuthRepository(tx);
        await txRepository.updatePassword(member.userId, passwordHash);
        await txRepository.deleteSessionsOfUser(member.userId, member.sessionId);
        await notifications.notify(
          {
            userId: member.userId,
            typeId: notificationTypes.account,
            title: 'Password changed',
            body: 'Your password was changed.',
          },
          tx,
        );
      });
      return { message: messages.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
