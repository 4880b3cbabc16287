import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Mosquitto broker, or the one `MOSQUITTO_BIN` names. */
export function findMosquitto(): string | undefined {
  const candidates = [process.env.MOSQUITTO_BIN, '/usr/sbin/mosquitto', '/usr/bin/mosquitto'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export const mosquittoMissing = 'Mosquitto, for the MQTT tests: apt-get install -y mosquitto (or set MOSQUITTO_BIN)';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export type Mosquitto = { url: string; stop: () => Promise<void> };

/**
 * Starts a broker of its own on a free local port, with a throwaway configuration (anonymous clients
 * allowed, nothing persisted), and waits until it accepts connections. Throws, saying how to install
 * it, when Mosquitto is missing.
 */
export async function startMosquitto({ binary = findMosquitto() }: { binary?: string } = {}): Promise<Mosquitto> {
  if (!binary || !existsSync(binary)) throw new Error(`Cannot run the MQTT tests; missing ${mosquittoMissing}`);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'feedmarket-mosquitto-'));
  const configFile = path.join(dir, 'mosquitto.conf');
  writeFileSync(configFile, [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', ''].join('\n'));
  const output: string[] = [];
  const child: ChildProcess = spawn(binary, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (data: Buffer) => output.push(data.toString()));
  child.stderr?.on('data', (data: Buffer) => output.push(data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Mosquitto stopped at start:\n${output.join('')}`);
    }
    if (await canConnect(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Mosquitto did not listen on port ${port} within 10 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `mqtt://127.0.0.1:${port}`, stop };
}
