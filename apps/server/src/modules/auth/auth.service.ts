import { readOnlyOrganizationType, userStatuses } from '@feedmarket/contract/accounts/accounts.schemas';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { formatDateTime } from '@feedmarket/contract/common/common.schemas';
import { messages, type MessageKey } from '@feedmarket/contract/messages';
import { notificationTypes } from '@feedmarket/contract/notifications/notification-tabs';
import type { Config, RateLimits } from '../../config/config';
import type { ChangeFeed } from '../../db/change-feed';
import type { BackgroundWork } from '../../lib/background-work';
import type { Db, Executor } from '../../db/client';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error';
import { createLiveCache } from '../../lib/live-cache';
import type { Mailer } from '../../lib/mailer';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { isAdmin, isLegalReviewer, type SessionUser } from '../../lib/session-user';
import { createToken, hashToken } from '../../lib/tokens';
import { buildTabConfig } from '../accounts/tab-config';
import type { NotificationService } from '../notifications/notifications.service';
import { createAuthRepository, type AccountRow, type AuthRepository } from './auth.repository';
import type { LimitCounter, RateLimitService } from './rate-limits.service';

/** An invitation link lasts longer than a reset link: the new user may not read their mail at once. */
const invitationTtlSeconds = 7 * 24 * 60 * 60;
const resetLinkInvalid = 'This password reset link is invalid or has expired. Please ask for a new one.';

// Rate-limit counters. Password attempts (sign-ins and password changes) count against the account
// whatever name or e-mail address was typed, an unknown name against the name typed, and against the address.
const limitKeys = {
  passwordAccount: (userId: number) => `password:account:${userId}`,
  passwordName: (typed: string) => `password:name:${typed.toLowerCase()}`,
  passwordAddress: (ip: string) => `password:address:${ip}`,
  resetAccount: (userId: number) => `reset:account:${userId}`,
  resetName: (typed: string) => `reset:name:${typed.toLowerCase()}`,
  resetAddress: (ip: string) => `reset:address:${ip}`,
};

type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  notifications: NotificationService;
  /** Where mail goes out, after the answer. */
  background: BackgroundWork;
  rateLimits: RateLimitService;
  /** What ends or changes sessions, from any instance: the sessions kept in memory are dropped on it. */
  changes: ChangeFeed;
};

/** A session kept in memory: its user as every member call sees it, until it expires (ms since the epoch). */
type KeptSession = { user: Readonly<SessionUser>; expiresAt: number };

export function createAuthService({ db, config, mailer, notifications, background, rateLimits, changes }: Deps) {
  const repository = createAuthRepository(db);
  // Every member call resolves its token, and every signed-in browser polls every 10 s: live sessions
  // are kept by token hash. The triggers name the users (or organisations) whose sessions ended or
  // changed, so a logout, a disabled user or organisation, a password change or a role change drops them.
  const sessions = createLiveCache<string, KeptSession>(changes, {
    maxEntries: config.cacheEntries,
    onChange: (change, cache) => {
      if (change.kind === 'user' || change.kind === 'org') {
        const ids = new Set(change.ids);
        const idOf = change.kind === 'user' ? 'userId' : 'orgId';
        cache.deleteWhere((session) => ids.has(session.user[idOf]));
      }
    },
  });
  const passwordLimits = config.loginLimits;
  const resetLimits = config.passwordResetLimits;

  /** Counts one hit on each counter; past any limit, 429 with `message`. */
  const hitLimits = (counters: LimitCounter[], { windowSeconds }: RateLimits, message: MessageKey) =>
    rateLimits.hit(counters, windowSeconds, message);

  /** Counts a password attempt; past the account's or the address's limit, 429 whatever the password. */
  const hitPasswordLimits = (accountKey: string, ip: string) =>
    hitLimits(
      [
        { key: accountKey, limit: passwordLimits.perAccount },
        { key: limitKeys.passwordAddress(ip), limit: passwordLimits.perAddress },
      ],
      passwordLimits,
      'tooManyPasswordAttempts',
    );

  /** A right password: the account's failures are forgiven and the address gets its attempt back. */
  async function forgivePasswordAttempt(repo: AuthRepository, accountKey: string, ip: string) {
    await repo.clearRateLimit(accountKey);
    await repo.unhitRateLimit(limitKeys.passwordAddress(ip));
  }

  async function buildProfile(account: AccountRow, token: string, lastLogin: Date | null): Promise<TLoginProfile> {
    const roles = await repository.listRoles(account.userId);
    const roleIds = roles.map((role) => role.id);
    const tabConfig = buildTabConfig({
      isReadOnly: account.orgType === readOnlyOrganizationType,
      isAdmin: isAdmin({ roleIds } as SessionUser),
      isLegalReviewer: isLegalReviewer({ roleIds }),
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

  async function sendResetLink(identifier: string): Promise<void> {
    const account = await repository.findAccountByIdentifier(identifier);
    // An unknown name is counted too, so that both do the same work until a mail is due: work after the
    // answer still slows the requests that follow it.
    const key = account ? limitKeys.resetAccount(account.userId) : limitKeys.resetName(identifier);
    const { hits } = await repository.hitRateLimit(key, resetLimits.windowSeconds);
    if (!canReset(account) || hits > resetLimits.perAccount) return;
    const email = await repository.findEmail(account.userId);
    if (!email) return;
    const { token, hash } = createToken();
    await db.transaction(async (tx) => {
      const txRepository = createAuthRepository(tx);
      await txRepository.lockUser(account.userId);
      await txRepository.createPasswordReset({
        tokenHash: hash,
        userId: account.userId,
        expiresAt: new Date(Date.now() + config.passwordResetTtlSeconds * 1000),
      });
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

  return {
    /**
     * Signs in with a user name or e-mail address. Attempts are counted per account and per address;
     * past either limit the answer is 429 until the window passes, whatever the password.
     */
    async login(input: {
      username: string;
      password: string;
      ip: string;
      campaignId?: string;
    }): Promise<TLoginProfile> {
      const account = await repository.findAccountByIdentifier(input.username);
      const accountKey = account ? limitKeys.passwordAccount(account.userId) : limitKeys.passwordName(input.username);
      await hitPasswordLimits(accountKey, input.ip);
      const passwordMatches = await verifyPassword(input.password, account?.passwordHash ?? decoyPasswordHash);
      if (!passwordMatches || !canSignIn(account)) throw unauthorized(messages.loginFailed);

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
        await forgivePasswordAttempt(txRepository, accountKey, input.ip);
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
      const tokenHash = hashToken(token);
      const session = await sessions.get(tokenHash, async () => {
        const row = await repository.findLiveSession(tokenHash);
        if (!row) return undefined;
        const { expiresAt, ...user } = row;
        Object.freeze(user.roleIds);
        return { user: Object.freeze(user), expiresAt: expiresAt.getTime() };
      });
      // The database compared the expiry when it read the session; a kept session is compared here.
      return session && session.expiresAt > Date.now() ? session.user : null;
    },

    async logout(member: SessionUser): Promise<void> {
      await repository.deleteSession(member.sessionId);
    },

    /**
     * E-mails a single-use reset link valid for one hour. The answer is the same, and takes as long, whether
     * or not the account exists: all the request does is count the address, and the mail is prepared and
     * sent after the answer. Past the address's limit the answer is 429; past the account's the mail stops.
     */
    async requestPasswordReset(input: { identifier: string; ip: string }): Promise<{ message: string }> {
      await hitLimits(
        [{ key: limitKeys.resetAddress(input.ip), limit: resetLimits.perAddress }],
        resetLimits,
        'tooManyResetRequests',
      );
      background.run('sending a password reset link', () => sendResetLink(input.identifier));
      return { message: messages.resetRequested };
    },

    /** Forgets rate-limit counters whose window has passed. */
    sweepExpiredLimits: () => rateLimits.sweepExpired(),

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

    /** Ends every session of an organisation's users at once, in the caller's transaction. */
    async signOutOrganization(orgId: number, executor: Executor): Promise<void> {
      await createAuthRepository(executor).deleteSessionsOfOrganization(orgId);
    },

    /** Ends every session of a user and retires their reset and invitation links, in the caller's transaction. */
    async signOutEverywhere(userId: number, executor: Executor): Promise<void> {
      const txRepository = createAuthRepository(executor);
      await txRepository.deleteSessionsOfUser(userId);
      await txRepository.retirePasswordResets(userId);
    },

    /**
     * Changes the caller's own password; other sessions of the user are signed out. A wrong current
     * password counts as a failed sign-in, so a stolen session cannot be used to guess the password.
     */
    async changePassword(
      member: SessionUser,
      input: { username: string; oldPassword: string; newPassword: string; ip: string },
    ): Promise<{ message: string }> {
      if (input.username.toLowerCase() !== member.username.toLowerCase()) {
        throw forbidden('You can only change your own password');
      }
      const accountKey = limitKeys.passwordAccount(member.userId);
      await hitPasswordLimits(accountKey, input.ip);
      const account = await repository.findAccountByUserId(member.userId);
      if (!account || !(await verifyPassword(input.oldPassword, account.passwordHash))) {
        throw badRequest('The current password is incorrect', [
          { field: 'oldPassword', message: 'The current password is incorrect' },
        ]);
      }
      await forgivePasswordAttempt(repository, accountKey, input.ip);
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
