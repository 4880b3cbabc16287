import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** Embedded database and files live here. */
  dataDir: string;
  /** A PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Base address of the web app, used in links sent by e-mail. */
  publicUrl: string;
  /** Application id served to the web app when the address names none. */
  appGuid: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlSeconds: number;
  passwordResetTtlSeconds: number;
  /** Failed sign-ins allowed per account, and per address, within the window. */
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  bodyLimitBytes: number;
  logLevel: string;
  /** Built web app to serve; absent in API-only runs. */
  webDistDir: string;
  seedDemoData: boolean;
  /** Feeds generated with the demo accounts on an empty database. */
  demoFeeds: number;
};

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
};

/** Reads the settings once, from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appGuid: env.APP_GUID ?? 'feedmarket',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Feedmarket <no-reply@feedmarket.local>',
    sessionTtlSeconds: int(env.SESSION_TTL_SECONDS, 12 * 60 * 60),
    passwordResetTtlSeconds: 60 * 60,
    loginLimits: {
      perAccount: int(env.LOGIN_LIMIT_PER_ACCOUNT, 10),
      perAddress: int(env.LOGIN_LIMIT_PER_ADDRESS, 50),
      windowSeconds: 15 * 60,
    },
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist')),
    seedDemoData: env.SEED_DEMO !== '0',
    demoFeeds: int(env.DEMO_FEEDS, 2000),
  };
}
