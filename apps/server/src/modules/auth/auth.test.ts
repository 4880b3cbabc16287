import { formatMessage, messages } from '@feedmarket/contract/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config/config';
import { outbox, passwordResets, sessions, userEmails, users } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import type { Mail } from '../../lib/mailer';
import { bearer, createOrganization, createUser, login, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const limits = {
  loginLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 900 },
  passwordResetLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 3600 },
} satisfies Partial<Config>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload, headers });

/** A 429 that says how long to wait, in its message and in `Retry-After`, at most `windowSeconds`. */
function expectTooMany(
  response: LightMyRequestResponse,
  message: 'tooManyPasswordAttempts' | 'tooManyResetRequests',
  windowSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    message: formatMessage(message, { minutes: Math.ceil(retryAfter / 60) }),
    code: 'TOO_MANY_REQUESTS',
  });
}

const wrongPassword = 'wrong-one1';

describe('POST /auth/login', () => {
  it('answers the session profile with tabs, roles and the previous sign-in', async () => {
    const org = await createOrganization(t.db, { name: 'Acme Sensing' });
    const user = await createUser(t.db, { orgId: org.id, roleIds: [1] });
    const first = await login(t.app, user.username);
    expect(first).toMatchObject({
      username: user.username,
      displayname: 'Test User',
      userid: user.id,
      orgid: org.id,
      orgname: 'Acme Sensing',
      orgType: 60,
      supervisor: false,
      lastlogin: null,
      tokenlifeseconds: 43200,
      roles: [{ id: 1, name: 'Administrator' }],
    });
    expect(first.token).toMatch(/^[\w-]{40,}$/);
    expect(first.tabConfig.defaultTab).toBe('summary');
    expect(first.tabs).toEqual(first.tabConfig.tabs.map((tab) => tab.id));
    expect(first.tabs).toEqual(expect.arrayContaining(['metadata', 'policies', 'pricing', 'technical', 'users']));

    const second = await login(t.app, user.email.toUpperCase());
    expect(second.lastlogin).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(second.token).not.toBe(first.token);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.db);
    const profile = await login(t.app, user.username);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(profile.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hides publishing tabs from read-only organisations, users from non-admins and legal from non-reviewers', async () => {
    const org = await createOrganization(t.db, { organizationType: 3 });
    const user = await createUser(t.db, { orgId: org.id, roleIds: [4] });
    const profile = await login(t.app, user.username);
    expect(profile.orgType).toBe(3);
    expect(profile.tabs).toEqual(['summary', 'search', 'workspace', 'datasets', 'finance', 'account']);
    const reviewer = await createUser(t.db, { orgId: org.id, roleIds: [5] });
    expect((await login(t.app, reviewer.username)).tabs).toEqual([
      'summary',
      'search',
      'workspace',
      'datasets',
      'finance',
      'account',
      'legal',
    ]);
  });

  it('flags supervisors', async () => {
    const user = await createUser(t.db, { isSupervisor: true });
    expect((await login(t.app, user.username)).supervisor).toBe(true);
  });

  it('refuses a wrong password and an unknown account alike, with 401', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await post('/auth/login', { username: user.username, password: 'wrong-one1' });
    const unknownUser = await post('/auth/login', { username: 'nobody-here', password: 'wrong-one1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toBe(messages.loginFailed);
  });

  it('refuses disabled users and users of disabled organisations', async () => {
    const disabled = await createUser(t.db, { status: 3 });
    expect((await post('/auth/login', { username: disabled.username, password: testPassword })).statusCode).toBe(401);
    const org = await createOrganization(t.db, { enabled: 0 });
    const member = await createUser(t.db, { orgId: org.id });
    expect((await post('/auth/login', { username: member.username, password: testPassword })).statusCode).toBe(401);
  });

  it('answers 429 after too many failures for one account, even with the right password', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/auth/login', { username: user.username, password: wrongPassword })).statusCode).toBe(401);
    }
    const blocked = await post('/auth/login', { username: user.username, password: testPassword });
    expectTooMany(blocked, 'tooManyPasswordAttempts', 900);
  });

  it('counts failures against the account whatever name or address was typed', async () => {
    const user = await createUser(t.db);
    const secondEmail = `second-${user.email}`;
    await t.db.insert(userEmails).values({ userId: user.id, emailAddress: secondEmail });
    for (const username of [user.username, user.email.toUpperCase(), secondEmail]) {
      expect((await post('/auth/login', { username, password: wrongPassword })).statusCode).toBe(401);
    }
    for (const username of [user.username, user.email, secondEmail.toUpperCase()]) {
      expect((await post('/auth/login', { username, password: testPassword })).statusCode).toBe(429);
    }
  });

  it('counts unknown names under the name typed', async () => {
    const unknown = `nobody-${Date.now()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/auth/login', { username: unknown, password: wrongPassword })).statusCode).toBe(401);
    }
    expect((await post('/auth/login', { username: unknown.toUpperCase(), password: wrongPassword })).statusCode).toBe(
      429,
    );
    expect((await post('/auth/login', { username: `${unknown}-other`, password: wrongPassword })).statusCode).toBe(401);
  });

  it('forgives the failures of an account once its password is given', async () => {
    const user = await createUser(t.db);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await post('/auth/login', { username: user.email, password: wrongPassword })).statusCode).toBe(401);
      }
      await login(t.app, user.username);
    }
  });

  it('lets no more than the limit of 30 parallel wrong guesses through, whatever name they use', async () => {
    const limited = await createTestApp({ loginLimits: { perAccount: 10, perAddress: 1000, windowSeconds: 900 } });
    try {
      const user = await createUser(limited.db);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/v2/auth/login',
            payload: { username: index % 2 ? user.username : user.email, password: `wrong-${index}a` },
          }),
        ),
      );
      const statuses = guesses.map((guess) => guess.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    } finally {
      await limited.close();
    }
  });

  it('limits failures per address across accounts, and does not count successful sign-ins', async () => {
    const limited = await createTestApp({ loginLimits: { perAccount: 100, perAddress: 2, windowSeconds: 900 } });
    try {
      const user = await createUser(limited.db);
      const attempt = (username: string, password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { username, password } });
      for (let signIn = 0; signIn < 3; signIn += 1)
        expect((await attempt(user.username, testPassword)).statusCode).toBe(200);
      expect((await attempt('someone-a', wrongPassword)).statusCode).toBe(401);
      expect((await attempt('someone-b', wrongPassword)).statusCode).toBe(401);
      expectTooMany(await attempt(user.username, testPassword), 'tooManyPasswordAttempts', 900);
    } finally {
      await limited.close();
    }
  });

  it('rejects bad bodies with 400 and the failing fields', async () => {
    const missing = await post('/auth/login', { username: 'someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: 'body.password' })]);
    const wrongType = await post('/auth/login', { username: 12, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });
});

describe('sessions', () => {
  it('GET /auth/session answers the profile of a live token and 401 for others', async () => {
    const user = await createUser(t.db);
    const profile = await login(t.app, user.username);
    const again = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(profile.token) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ userid: user.id, token: profile.token });
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('expired sessions answer 401', async () => {
    const user = await createUser(t.db);
    const profile = await login(t.app, user.username);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(profile.token) });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const user = await createUser(t.db);
    const profile = await login(t.app, user.username);
    const out = await post('/auth/logout', undefined, bearer(profile.token));
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(messages.loggedOut);
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(profile.token) });
    expect(after.statusCode).toBe(401);
    expect((await post('/auth/logout', undefined, bearer(profile.token))).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  /** Mail to `recipient` once the work requests left behind them is done, oldest first. */
  const mailTo = async (recipient: string) => {
    await t.app.backgroundWork.settled();
    return t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
  };
  const resetLinkIn = async (recipient: string) =>
    (await mailTo(recipient)).at(-1)?.body.match(/\/confirmResetPassword\/([\w-]+)/)?.[1];

  it('answers the same message whether or not the account exists, and mails a link only to real accounts', async () => {
    const user = await createUser(t.db);
    const known = await post(`/auth/emailReset?user_or_email=${user.username}`);
    const unknown = await post('/auth/emailReset?user_or_email=nobody@example.org');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await resetLinkIn(user.email)).toBeDefined();
    expect(await resetLinkIn('nobody@example.org')).toBeUndefined();
  });

  it('sets a new password with the link once, signs out other sessions and notifies', async () => {
    const user = await createUser(t.db);
    const oldSession = await login(t.app, user.username);
    await post(`/auth/emailReset?user_or_email=${user.email}`);
    const token = (await resetLinkIn(user.email))!;
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).not.toBe(token);

    const form = (password: string, confirm = password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/auth/newpassword',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password, confirm_password: confirm, token }).toString(),
      });
    const mismatch = await form('newpass123', 'newpass124');
    expect(mismatch.statusCode).toBe(400);
    const weak = await form('short');
    expect(weak.statusCode).toBe(400);

    const done = await form('newpass123');
    expect(done.statusCode).toBe(200);
    expect(done.body).toBe('');
    expect((await post('/auth/login', { username: user.username, password: testPassword })).statusCode).toBe(401);
    await login(t.app, user.username, 'newpass123');
    const oldStillValid = await t.app.inject({
      method: 'GET',
      url: '/api/v2/auth/session',
      headers: bearer(oldSession.token),
    });
    expect(oldStillValid.statusCode).toBe(401);
    const reused = await form('another123');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((note) => note.title)).toContain('Password reset');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db);
    await post(`/auth/emailReset?user_or_email=${user.username}`);
    const token = (await resetLinkIn(user.email))!;
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/newpassword',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: 'newpass123', confirm_password: 'newpass123', token }).toString(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('requires user_or_email', async () => {
    expect((await post('/auth/emailReset')).statusCode).toBe(400);
  });

  it('mails at most the limit of links per account, whatever name was typed, and answers the same past it', async () => {
    const user = await createUser(t.db);
    const answers = [];
    for (const identifier of [user.username, user.email, user.email.toUpperCase(), user.username, user.email]) {
      answers.push(await post(`/auth/emailReset?user_or_email=${encodeURIComponent(identifier)}`));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set([JSON.stringify({ message: messages.resetRequested })]),
    );
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(3);
    // Requests past the limit do not retire the last link mailed.
    const live = await t.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    expect(live).toHaveLength(1);
    expect(await resetLinkIn(user.email)).toBeDefined();
  });

  it('answers 429 past the limit of requests from one address, whether or not the accounts exist', async () => {
    const limited = await createTestApp({ passwordResetLimits: { perAccount: 3, perAddress: 2, windowSeconds: 3600 } });
    try {
      const user = await createUser(limited.db);
      const ask = (identifier: string) =>
        limited.app.inject({ method: 'POST', url: `/api/v2/auth/emailReset?user_or_email=${identifier}` });
      expect((await ask(user.username)).statusCode).toBe(200);
      expect((await ask('nobody@example.org')).statusCode).toBe(200);
      expectTooMany(await ask(user.username), 'tooManyResetRequests', 3600);
      expectTooMany(await ask('nobody@example.org'), 'tooManyResetRequests', 3600);
      await limited.app.backgroundWork.settled();
      expect(await limited.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('answers without waiting for the mail, and logs a mail that fails', async () => {
    let releaseMail = () => {};
    const held = new Promise<void>((resolve) => (releaseMail = resolve));
    const sent: Mail[] = [];
    const logLines: string[] = [];
    const slow = await createTestApp(limits, {
      logLines,
      mailer: {
        send: async (mail) => {
          if (mail.to.startsWith('broken')) throw new Error('the mail server refused');
          await held;
          sent.push(mail);
        },
      },
    });
    try {
      const user = await createUser(slow.db);
      const answer = await slow.app.inject({
        method: 'POST',
        url: `/api/v2/auth/emailReset?user_or_email=${user.email}`,
      });
      expect(answer.statusCode).toBe(200);
      expect(sent).toEqual([]);
      releaseMail();
      await slow.app.backgroundWork.settled();
      expect(sent.map((mail) => mail.to)).toEqual([user.email]);

      const broken = await createUser(slow.db, { email: `broken-${Date.now()}@example.org` });
      const refused = await slow.app.inject({
        method: 'POST',
        url: `/api/v2/auth/emailReset?user_or_email=${broken.email}`,
      });
      expect(refused.statusCode).toBe(200);
      await slow.app.backgroundWork.settled();
      expect(logLines.join('\n')).toMatch(/sending a password reset link failed/);
      expect(logLines.join('\n')).toMatch(/the mail server refused/);
    } finally {
      releaseMail();
      await slow.close();
    }
  });
});

describe('POST /auth/passwordchange', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createUser(t.db);
    const current = await login(t.app, user.username);
    const other = await login(t.app, user.username);
    const response = await post(
      '/auth/passwordchange',
      { username: user.username, oldPassword: testPassword, newPassword: 'changed123' },
      bearer(current.token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.passwordChanged);
    const headers = (token: string) => ({
      method: 'GET' as const,
      url: '/api/v2/auth/session',
      headers: bearer(token),
    });
    expect((await t.app.inject(headers(current.token))).statusCode).toBe(200);
    expect((await t.app.inject(headers(other.token))).statusCode).toBe(401);
    await login(t.app, user.username, 'changed123');
  });

  it('refuses a wrong current password, a weak new one, another user and no session', async () => {
    const user = await createUser(t.db);
    const someoneElse = await createUser(t.db);
    const { token } = await login(t.app, user.username);
    const wrong = await post(
      '/auth/passwordchange',
      { username: user.username, oldPassword: 'nope12345', newPassword: 'changed123' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect');
    const weak = await post(
      '/auth/passwordchange',
      { username: user.username, oldPassword: testPassword, newPassword: 'lettersonly' },
      bearer(token),
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0]).toMatchObject({ field: 'body.newPassword', message: messages.invalid });
    const other = await post(
      '/auth/passwordchange',
      { username: someoneElse.username, oldPassword: testPassword, newPassword: 'changed123' },
      bearer(token),
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await post('/auth/passwordchange', {
      username: user.username,
      oldPassword: testPassword,
      newPassword: 'changed123',
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('answers 429 after too many wrong current passwords, counted with failed sign-ins', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.username);
    const change = (oldPassword: string) =>
      post('/auth/passwordchange', { username: user.username, oldPassword, newPassword: 'changed123' }, bearer(token));
    expect((await post('/auth/login', { username: user.email, password: wrongPassword })).statusCode).toBe(401);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await change(wrongPassword)).statusCode).toBe(400);
    expectTooMany(await change(testPassword), 'tooManyPasswordAttempts', 900);
    expect((await post('/auth/login', { username: user.username, password: testPassword })).statusCode).toBe(429);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('forgives wrong current passwords once the right one is given', async () => {
    const user = await createUser(t.db);
    const { token } = await login(t.app, user.username);
    const change = (oldPassword: string, newPassword: string) =>
      post('/auth/passwordchange', { username: user.username, oldPassword, newPassword }, bearer(token));
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await change(wrongPassword, 'changed123')).statusCode).toBe(400);
    expect((await change(testPassword, 'changed123')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await change(wrongPassword, 'changed456')).statusCode).toBe(400);
    expect((await change('changed123', 'changed456')).statusCode).toBe(200);
  });
});
