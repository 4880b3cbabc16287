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
  /** Password attempts (sign-ins, current passwords when changing it) per account, and per address, within the window. */
  loginLimits: RateLimits;
  /** Reset mails per account, and reset requests per address, within the window. */
  passwordResetLimits: RateLimits;
  /** Data requests visitors (not members) may send from one address within the window. */
  dataRequestLimits: { perAddress: number; windowSeconds: number };
  bodyLimitBytes: number;
  /** Sessions, and unread counters, each instance keeps in memory (at most this many of each; 0 keeps none). */
  cacheEntries: number;
  logLevel: string;
  /** Built web app to serve; absent in API-only runs. */
  webDistDir: string;
  seedDemoData: boolean;
  /** Feeds generated with the demo accounts on an empty database. */
  demoFeeds: number;
  /**
   * Matches a search counts one by one; a search with more answers an estimate (`totalIsEstimate`).
   * Counting costs about 7 µs a match on PostgreSQL: the default keeps it within a few milliseconds.
   */
  searchCountLimit: number;
  /** Where dataset files live: a folder on local disk, or a bucket of an S3-compatible store. */
  blobStore: BlobStoreConfig;
  /** Largest dataset file accepted; larger uploads answer 413. */
  maxUploadBytes: number;
  /** The marketplace's share of each charge, in percent (a price configuration may waive it). */
  marketplaceFeePercent: number;
  /** Live records pushed into one stream are stored as a chunk at most this often, or every `chunkRecords` records. */
  liveChunks: { intervalMs: number; records: number };
  /** The MQTT broker devices publish records to (`mqtt://host:1883`); unset, the server does not subscribe. */
  mqttUrl: string | undefined;
  /**
   * The job queue: how often idle workers look for jobs, how long a job runs before it counts as lost
   * and is tried again, the first wait before a failed job's next try (doubled each time), and whether
   * this instance runs jobs at all.
   */
  jobs: { pollingSeconds: number; expireSeconds: number; retryDelaySeconds: number; workers: boolean };
  /**
   * Whether pull connectors and deliveries may call addresses of the server's own network (loopback,
   * private, link-local): off, so members cannot make the server reach what sits behind its firewall.
   */
  connectorInternalAddresses: boolean;
  /**
   * Delivery to outbound webhooks: tries of a chunk before it is dead-lettered, the wait after the
   * first failed try (doubled after each further one), and how long an endpoint may take to answer.
   */
  outbound: { attempts: number; retryMs: number; timeoutMs: number };
};

export type RateLimits = { perAccount: number; perAddress: number; windowSeconds: number };

export type BlobStoreConfig =
  | { kind: 'disk'; root: string }
  | {
      kind: 's3';
      /** Unset means AWS itself, addressed by region. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Both unset means the AWS SDK's default credential chain (environment, profile, instance role). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** `endpoint/bucket/key` addresses, which most S3-compatible stores need instead of bucket subdomains. */
      forcePathStyle: boolean;
    };

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
};

const percent = (value: string | undefined, fallback: number): number => {
  const parsed = int(value, fallback);
  if (parsed > 100) throw new Error(`Expected a percentage from 0 to 100, got "${value}"`);
  return parsed;
};

const bool = (name: string, value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name}: expected 1 or 0, got "${value}"`);
};

/** S3 when a bucket is named, otherwise files under the data directory. */
function loadBlobStoreConfig(env: NodeJS.ProcessEnv): BlobStoreConfig {
  const bucket = env.S3_BUCKET || undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  if (!bucket) {
    // An endpoint without a bucket is a half-done setup: refuse it rather than silently writing to disk.
    if (endpoint) throw new Error('S3_ENDPOINT is set but S3_BUCKET is not');
    return { kind: 'disk', root: path.join(path.resolve(env.DATA_DIR ?? 'data'), 'blobs') };
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

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
    passwordResetLimits: {
      perAccount: int(env.RESET_LIMIT_PER_ACCOUNT, 3),
      perAddress: int(env.RESET_LIMIT_PER_ADDRESS, 20),
      windowSeconds: 60 * 60,
    },
    dataRequestLimits: {
      perAddress: int(env.DATA_REQUEST_LIMIT_PER_ADDRESS, 5),
      windowSeconds: 60 * 60,
    },
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    cacheEntries: int(env.CACHE_ENTRIES, 20_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist')),
    seedDemoData: env.SEED_DEMO !== '0',
    demoFeeds: int(env.DEMO_FEEDS, 2000),
    searchCountLimit: int(env.SEARCH_COUNT_LIMIT, 2000),
    blobStore: loadBlobStoreConfig(env),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 2 * 1024 ** 3),
    marketplaceFeePercent: percent(env.MARKETPLACE_FEE_PERCENT, 10),
    liveChunks: { intervalMs: int(env.LIVE_CHUNK_INTERVAL_MS, 100), records: int(env.LIVE_CHUNK_RECORDS, 20_000) },
    mqttUrl: env.MQTT_URL || undefined,
    jobs: {
      pollingSeconds: int(env.JOB_POLLING_SECONDS, 2),
      expireSeconds: int(env.JOB_EXPIRE_SECONDS, 300),
      retryDelaySeconds: int(env.JOB_RETRY_DELAY_SECONDS, 10),
      workers: env.JOB_WORKERS !== '0',
    },
    connectorInternalAddresses: env.CONNECTOR_INTERNAL_ADDRESSES === '1',
    outbound: {
      attempts: int(env.OUTBOUND_ATTEMPTS, 8),
      retryMs: int(env.OUTBOUND_RETRY_MS, 10_000),
      timeoutMs: int(env.OUTBOUND_TIMEOUT_MS, 10_000),
    },
  };
}
