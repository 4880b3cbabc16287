import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The Chromium CHROMIUM_PATH names, else Debian's headless shell (`chromium-headless-shell`: the
 * browser without its window layer, which runs the browser tests in a fifth less time), else Debian's
 * `chromium`.
 */
export function findChromium(): string | undefined {
  const onPath = (process.env.PATH ?? '').split(path.delimiter);
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    ...onPath.map((dir) => path.join(dir, 'chromium-headless-shell')),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...onPath.map((dir) => path.join(dir, 'chromium')),
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** Flags for headless Chromium on a machine with no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
