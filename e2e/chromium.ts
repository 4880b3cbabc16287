import { existsSync } from 'node:fs';
import path from 'node:path';

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'chromium')),
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
