import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export { freePort } from '../apps/server/src/test/server-process';

/**
 * Starts the server as its own process on `port` with the data directory `dataDir` (a fresh one gets
 * the demo seed) and waits until it answers. `env` adds settings.
 */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/v2/domain/1`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server started by `startServer` and waits for it to exit. */
export async function stopServer(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
