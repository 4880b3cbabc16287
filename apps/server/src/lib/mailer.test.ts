import { count } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Feedmarket <no-reply@feedmarket.test>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the password reset link through SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
  const user = await createUser(t.db);
  const response = await t.app.inject({ method: 'POST', url: `/api/v2/auth/emailReset?user_or_email=${user.email}` });
  expect(response.statusCode).toBe(200);
  await t.app.backgroundWork.settled();
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual([user.email]);
  expect(received[0]!.from).toBe('no-reply@feedmarket.test');
  expect(received[0]!.data).toMatch(/Subject: Reset your Feedmarket password/);
  expect(received[0]!.data.replace(/=\r\n/g, '')).toMatch(/\/confirmResetPassword\/[\w-]{40,}/);
  const [kept] = await t.db.select({ n: count() }).from(outbox);
  expect(kept!.n).toBe(0);
});
