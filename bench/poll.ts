/**
 * `npm run bench:poll`: the unread count is polled every 10 s by every signed-in browser. This seeds
 * a throwaway PostgreSQL server with 1,000 signed-in users (1,000 sessions) and 100,000
 * notifications, starts the server as `npm start` does (its own process, request logging on), and
 * sends it browsers' polls with autocannon from this process:
 *  - paced: 1,000 browsers each polling every 10 s (100 requests/s), the first poll without
 *    `If-None-Match`, while a notification is raised for someone every 100 ms;
 *  - the most the server takes: every browser's poll with the ETag it has (304s), and without one;
 *  - beside a bare Fastify hello-world on the same machine, measured the same way.
 * Prints requests per second, p50 / p99 latency and the share of 304s, then how long a change
 * written by another program (a notification, an ended session) takes to reach the poll.
 * BENCH_RUNS (2) repeats the measurements; BENCH_SECONDS (10) and BENCH_PACED_SECONDS (30) set
 * their lengths, BENCH_CONNECTIONS (100) the concurrent connections of the throughput runs.
 * BENCH_PROFILE=dir writes the server's CPU profile there (open it in Chrome's DevTools).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { loadReferenceData } from '../apps/server/src/db/seed/reference-data';
import { hashToken } from '../apps/server/src/lib/tokens';
import { startPostgresCluster } from '../apps/server/src/test/postgres-cluster';

const browserCount = 1_000;
const notificationCount = 100_000;
const runs = Number(process.env.BENCH_RUNS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pacedSeconds = Number(process.env.BENCH_PACED_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const pollsPerSecond = browserCount / 10;

type Browser = { userId: number; token: string; etag: string | undefined };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts a server process and waits until `probe` answers. */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<ChildProcess> {
  // Request logs go nowhere, as to a log collector that keeps up; errors are kept to report them.
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(probe).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** 1,000 users of one organisation, a session each, and 100,000 notifications (a tenth unread). */
async function seed(databaseUrl: string): Promise<Browser[]> {
  const database = await openDatabase({ databaseUrl });
  await loadReferenceData(database.db);
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [org],
  } = await client.query<{ id: number }>(
    `insert into organizations (name, country_id) values ('Bench Analytics', 826) returning id`,
  );
  const { rows: users } = await client.query<{ id: number }>(
    `insert into users (org_id, username, password_hash, firstname, lastname)
     select $1, 'bench' || g, 'unused', 'Bench', 'User ' || g from generate_series(1, $2) g
     returning id`,
    [org!.id, browserCount],
  );
  const browsers = users.map((user) => ({
    userId: user.id,
    token: randomBytes(32).toString('base64url'),
    etag: undefined,
  }));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select hash, user_id, now() + interval '1 day' from unnest($1::text[], $2::int[]) as s(hash, user_id)`,
    [browsers.map((browser) => hashToken(browser.token)), browsers.map((browser) => browser.userId)],
  );
  const started = performance.now();
  await client.query(
    `insert into notifications (user_id, type_id, item_type, title, body, status, created_at)
     select u.id, (array[3, 4, 130, 134, 135])[1 + g % 5], case when g % 5 = 0 then 3 end,
            'Bench notification ' || g, 'Something happened to one of your feeds.',
            case when g % 10 = 0 then 1 else 2 end, now() - g * interval '1 minute'
     from generate_series(1, $1) g
     join (select id, row_number() over (order by id) - 1 as n from users where org_id = $2) u on u.n = g % $3`,
    [notificationCount, org!.id, browserCount],
  );
  await client.query('analyze');
  console.log(
    `seeded ${browserCount} users with sessions and ${notificationCount} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await client.end();
  return browsers;
}

type Result = {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  notModified: number;
  /** The server process's CPU time per request, which machine load does not change much. */
  cpuMsPerRequest?: number;
};

/** CPU time a process has used so far, in ms (user and system, from /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Runs `measure` and adds the CPU time `pid` spent per request meanwhile. */
async function withCpu(pid: number, measure: () => Promise<Result>): Promise<Result> {
  const before = cpuMs(pid);
  const result = await measure();
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests) };
}

/**
 * Polls the unread count as browsers do: each request takes an idle browser, sends its token and
 * the ETag of its last answer (none on its first poll, or always none when `conditional` is off),
 * and keeps the ETag answered.
 */
async function poll(
  baseUrl: string,
  browsers: Browser[],
  options: { label: string; conditional: boolean; duration: number; connections: number; overallRate?: number },
): Promise<Result> {
  const idle = [...browsers];
  const busy = new Map<number, Browser>();
  let next = 0;
  let notModified = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    overallRate: options.overallRate,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const browser = idle.shift()!;
          const ticket = next++;
          busy.set(ticket, browser);
          (context as { ticket?: number }).ticket = ticket;
          const headers: Record<string, string> = { authorization: `Bearer ${browser.token}` };
          if (options.conditional && browser.etag) headers['if-none-match'] = browser.etag;
          return { ...request, path: `/api/v2/notification/v2/user/${browser.userId}/unread/count`, headers };
        },
        onResponse: (status, _body, context, headers) => {
          const ticket = (context as { ticket: number }).ticket;
          const browser = busy.get(ticket)!;
          busy.delete(ticket);
          if (status === 304) notModified += 1;
          else if (status === 200) browser.etag = (headers as Record<string, string>).etag;
          idle.push(browser);
        },
      },
    ],
  });
  const failed = result.non2xx - notModified + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(`${options.label}: ${failed} polls failed (${JSON.stringify(result.statusCodeStats)})`);
  return {
    label: options.label,
    requests: result.requests.total,
    rps: result.requests.total / options.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    notModified: result.requests.total ? notModified / result.requests.total : 0,
  };
}

async function helloWorld(baseUrl: string, duration: number): Promise<Result> {
  const result = await autocannon({ url: `${baseUrl}/`, connections, duration });
  return {
    label: 'bare Fastify hello-world',
    requests: result.requests.total,
    rps: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    notModified: 0,
  };
}

/** Raises a notification for a random browser's user every 100 ms, as events happen during a day. */
function raiseNotifications(databaseUrl: string, browsers: Browser[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  let raised = 0;
  // One insert at a time, so stopping waits for the last one.
  let pending: Promise<unknown> = client.connect();
  const timer = setInterval(() => {
    const browser = browsers[Math.floor(Math.random() * browsers.length)]!;
    raised += 1;
    pending = pending.then(() =>
      client.query(
        `insert into notifications (user_id, type_id, title, body) values ($1, 4, 'Raised while polling', 'Bench')`,
        [browser.userId],
      ),
    );
  }, 100);
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
      await client.end();
      return raised;
    },
  };
}

/**
 * How long a change written by another program (as another instance would write it) takes to reach
 * the poll: a notification raised, then polled with the ETag until the answer is 200; a session
 * ended in the database, then polled until the answer is 401. Ends the sessions of `sample` browsers.
 */
async function changeDelays(baseUrl: string, databaseUrl: string, sample: Browser[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pollOnce = (browser: Browser) =>
    fetch(`${baseUrl}/api/v2/notification/v2/user/${browser.userId}/unread/count`, {
      headers: { authorization: `Bearer ${browser.token}`, ...(browser.etag ? { 'if-none-match': browser.etag } : {}) },
    });
  /**
   * Runs `change`, then polls until `isSeen`; answers the time from the commit to the answer that
   * shows it, in ms, and how many polls that took.
   */
  async function delayOf(browser: Browser, change: () => Promise<unknown>, isSeen: (status: number) => boolean) {
    await change();
    const committed = performance.now();
    for (let polls = 1; polls <= 10_000; polls += 1) {
      const response = await pollOnce(browser);
      await response.arrayBuffer();
      if (isSeen(response.status)) return { ms: performance.now() - committed, polls };
    }
    throw new Error(`the poll of user ${browser.userId} never saw the change`);
  }
  const raised: { ms: number; polls: number }[] = [];
  const ended: { ms: number; polls: number }[] = [];
  try {
    for (const browser of sample) {
      const current = await pollOnce(browser);
      await current.arrayBuffer();
      browser.etag = current.headers.get('etag') ?? undefined;
      raised.push(
        await delayOf(
          browser,
          () =>
            client.query(`insert into notifications (user_id, type_id, title, body) values ($1, 4, 'Delay', 'Bench')`, [
              browser.userId,
            ]),
          (status) => status === 200,
        ),
      );
    }
    for (const browser of sample) {
      ended.push(
        await delayOf(
          browser,
          () => client.query(`delete from sessions where token_hash = $1`, [hashToken(browser.token)]),
          (status) => status === 401,
        ),
      );
    }
  } finally {
    await client.end();
  }
  const describe = (delays: { ms: number; polls: number }[]) => {
    const sorted = delays.map((delay) => delay.ms).sort((a, b) => a - b);
    const atOnce = delays.filter((delay) => delay.polls === 1).length;
    return `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (on the first poll after the commit: ${atOnce} of ${delays.length})`;
  };
  console.log(
    `\nChanges written by another program (${sample.length} of each): a raised notification reached the poll after ${describe(raised)}; an ended session answered 401 after ${describe(ended)}.`,
  );
}

function print(results: Result[], baseline: number) {
  console.log(
    '| run | requests | requests/s | share of bare Fastify | p50 ms | p99 ms | 304s | server CPU ms/request |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of results) {
    console.log(
      `| ${row.label} | ${row.requests} | ${row.rps.toFixed(0)} | ${((row.rps / baseline) * 100).toFixed(0)} % | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${(row.notModified * 100).toFixed(0)} % | ${row.cpuMsPerRequest?.toFixed(3) ?? ''} |`,
    );
  }
}

const cluster = await startPostgresCluster({ shared_buffers: '1GB', effective_cache_size: '4GB', work_mem: '16MB' });
const children: ChildProcess[] = [];
try {
  const databaseUrl = cluster.url('postgres');
  const browsers = await seed(databaseUrl);
  const appPort = await freePort();
  const app = await startProcess(
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []),
      '--import',
      'tsx',
      'apps/server/src/server.ts',
    ],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    `http://127.0.0.1:${appPort}/api/v2/notification/status`,
  );
  children.push(app);
  const helloPort = await freePort();
  const hello = await startProcess(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
       await app.listen({ port: ${helloPort}, host: '127.0.0.1' });`,
    ],
    {},
    `http://127.0.0.1:${helloPort}/`,
  );
  children.push(hello);
  const appUrl = `http://127.0.0.1:${appPort}`;

  console.log(
    `\n${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}); load average before measuring: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const browser of browsers) browser.etag = undefined;
    const raiser = raiseNotifications(databaseUrl, browsers);
    const paced = await withCpu(app.pid!, () =>
      poll(appUrl, browsers, {
        label: `paced: ${browserCount} browsers every 10 s, first poll unconditional`,
        conditional: true,
        duration: pacedSeconds,
        connections: pollsPerSecond,
        overallRate: pollsPerSecond,
      }),
    );
    const raised = await raiser.stop();
    const baseline = await withCpu(hello.pid!, () => helloWorld(`http://127.0.0.1:${helloPort}`, seconds));
    const conditional = await withCpu(app.pid!, () =>
      poll(appUrl, browsers, {
        label: `most: conditional polls, ${connections} connections`,
        conditional: true,
        duration: seconds,
        connections,
      }),
    );
    const unconditional = await withCpu(app.pid!, () =>
      poll(appUrl, browsers, {
        label: `most: first loads (no If-None-Match), ${connections} connections`,
        conditional: false,
        duration: seconds,
        connections,
      }),
    );
    console.log(
      `\nRun ${run} of ${runs} (${raised} notifications raised during the paced run; load average now ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    print([paced, conditional, unconditional, baseline], baseline.rps);
    const share = conditional.rps / baseline.rps;
    console.log(
      `target: conditional polls at 50 % or more of bare Fastify (${(share * 100).toFixed(0)} %: ${share >= 0.5 ? 'met' : 'missed'}), p99 under 20 ms (${conditional.p99.toFixed(1)} ms: ${conditional.p99 < 20 ? 'met' : 'missed'})`,
    );
  }
  await changeDelays(appUrl, databaseUrl, browsers.slice(0, 50));
} finally {
  for (const child of children) await stopProcess(child);
  await cluster.stop();
}
