/**
 * `npm run bench:web`: builds the web app if `apps/web/dist` or `apps/web/dist-server` is missing,
 * starts the server on a fresh data directory (demo seed), then loads `/` as a first-time visitor
 * and `/dashboard` signed in as `provider` in Debian's headless Chromium under Lighthouse (its default mobile profile: simulated
 * slow 4G and a four times slower CPU, with an empty cache). Prints the bytes sent over the wire per
 * resource type, Lighthouse's performance and accessibility scores, and its benchmark index of the
 * machine at that moment (timings follow it). Lighthouse's timings vary from
 * run to run on a busy machine, so each page is measured BENCH_RUNS times (default 2). BENCH_REPORTS
 * names a folder to keep each run's full Lighthouse report in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { consentCookieName, tokenCookieName } from '@feedmarket/contract/common/cookies';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

import { chromiumArgs, findChromium } from '../e2e/chromium';
import { freePort, startServer, stopServer } from './server';

const runs = Number(process.env.BENCH_RUNS ?? 2);
// BENCH_REPORTS=<folder> keeps each run's full Lighthouse report there (JSON), to read its diagnostics.
const reportsDir = process.env.BENCH_REPORTS;
const KiB = 1024;
const work = mkdtempSync(path.join(tmpdir(), 'feedmarket-bench-web-'));

/** Lighthouse's resource types, as the table names them. */
const resourceTypes: Record<string, string> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
  Fetch: 'fetch/xhr',
  XHR: 'fetch/xhr',
};
const columns = ['document', 'script', 'stylesheet', 'font', 'image', 'fetch/xhr', 'other'];

type NetworkRequest = { resourceType?: string; transferSize?: number };

/** Lighthouse's report on `url`; a run whose trace failed (it happens on a busy machine) is tried again. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse: ${error.message}`);
    console.log(`  ${url}: Lighthouse failed (${error.code}), trying again`);
  }
}

const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)');
// The browser's build, and the server's that draws each page's first view.
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/web/dist-server/entry-server.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

const port = await freePort();
const server = await startServer(port, path.join(work, 'data'));
const origin = `http://127.0.0.1:${port}`;
const debuggingPort = await freePort();
// Lighthouse drives the browser through its debugging port; Playwright only starts it and sets cookies.
const browser = await chromium.launchPersistentContext(path.join(work, 'profile'), {
  executablePath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});
const rows: string[][] = [];
try {
  const login = await fetch(`${origin}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'provider', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  const pages = [
    { label: '/ (visitor)', url: `${origin}/`, cookies: [] },
    {
      label: '/dashboard (provider)',
      url: `${origin}/dashboard`,
      // A remembered sign-in: the page restores the session from the cookie as a returning user's would.
      cookies: [
        { name: consentCookieName, value: 'allowed', url: origin },
        { name: tokenCookieName, value: token, url: origin },
      ],
    },
  ];
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      await browser.clearCookies();
      await browser.addCookies(page.cookies);
      const lhr = await audit(page.url, debuggingPort);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${new URL(page.url).pathname.replace(/\W/g, '') || 'search'}-${run}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr, null, 1));
      }
      const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
        []) as NetworkRequest[];
      const bytes = Object.fromEntries(columns.map((column) => [column, 0]));
      for (const request of requests) {
        const column = resourceTypes[request.resourceType ?? ''] ?? 'other';
        bytes[column] = (bytes[column] ?? 0) + (request.transferSize ?? 0);
      }
      const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
      // A score Lighthouse could not compute (a metric failed) shows as a dash, with its warnings below.
      const score = (category: string) => {
        const value = lhr.categories[category]?.score;
        return typeof value === 'number' ? String(Math.round(value * 100)) : '–';
      };
      // A timing of the audit `id` in Lighthouse's unit (milliseconds), divided by `unit`.
      const metric = (id: string, unit: number) => (lhr.audits[id]?.numericValue ?? 0) / unit;
      for (const warning of lhr.runWarnings) console.log(`  ${page.label}, run ${run}: ${warning}`);
      rows.push([
        page.label,
        String(run),
        ...columns.map((column) => ((bytes[column] ?? 0) / KiB).toFixed(1)),
        (total / KiB).toFixed(1),
        metric('largest-contentful-paint', 1000).toFixed(1),
        metric('total-blocking-time', 1).toFixed(0),
        // How fast this machine ran at that moment (Lighthouse's benchmark index): timings follow it.
        String(Math.round(lhr.environment.benchmarkIndex)),
        score('performance'),
        score('accessibility'),
      ]);
      const failing = Object.values(lhr.audits).filter(
        (audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0,
      );
      for (const audit of failing) console.log(`  ${page.label}, run ${run}: accessibility audit "${audit.id}" fails`);
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}

console.log('\nKiB sent over the wire per resource type, and Lighthouse scores (mobile profile, empty cache)');
console.log(
  `| page | run | ${columns.join(' | ')} | total | LCP (s) | TBT (ms) | CPU index | performance | accessibility |\n|---|---:|${columns.map(() => '---:|').join('')}---:|---:|---:|---:|---:|---:|`,
);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
