import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { tmpdir, userInfo } from 'node:os';

/** Where PostgreSQL's server programs are: on PATH, or Debian's versioned folder. */
export function findPostgresBin(): string | undefined {
  const candidates = [
    process.env.PG_BIN,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
}

/**
 * Whether the PostgreSQL server in `bin` has the rum extension (Debian's postgresql-15-rum), whose
 * index search reads word searches in date order from (migration 0025).
 */
export function hasRumExtension(bin: string): boolean {
  const shareDir = execFileSync(path.join(bin, 'pg_config'), ['--sharedir']).toString().trim();
  return existsSync(path.join(shareDir, 'extension', 'rum.control'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type PostgresCluster = { url: (database: string) => string; stop: () => Promise<void> };

/**
 * Starts a throwaway PostgreSQL server in a temporary folder, on a free loopback port. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user. `settings` are extra server
 * settings (memory for benchmarks, for example).
 */
export async function startPostgresCluster(settings: Record<string, string> = {}): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server programs not found (install them: apt-get install postgresql-15)');
  const dir = mkdtempSync(path.join(tmpdir(), 'feedmarket-pg-'));
  const isRoot = userInfo().uid === 0;
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const [initCommand, initArgs] = asOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });

  const port = await freePort();
  const [command, args] = asOwner(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ]);
  const server: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const check = () => {
      if (log.includes('ready to accept connections')) return resolve();
      if (server.exitCode !== null || Date.now() > deadline)
        return reject(new Error(`PostgreSQL did not start:\n${log}`));
      setTimeout(check, 100);
    };
    check();
  });
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      // pg_ctl reaches the server itself; a signal to `runuser` would not be passed on.
      const [stopCommand, stopArgs] = asOwner(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      execFileSync(stopCommand, stopArgs, { stdio: 'ignore' });
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
