import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run, seeded with the demo accounts as `npm start` does.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'feedmarket-e2e-'));

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // Two browsers keep both cores busy while one waits on the server (a third was no faster: the
  // browsers' own work fills the cores); a spec's tests stay in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A broken build fails every test, each after its timeout: stop early and report, rather than
  // spend the CI run's time confirming it.
  maxFailures: process.env.CI ? 10 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    // Recording a trace doubles Chromium's work; a failed test records one when it is retried.
    trace: 'on-first-retry',
    // The app honours reduced motion: dialogs and drawers open at once, so no test waits on (or races)
    // a transition, Chromium draws no frames for them, and axe sees a dialog at its final colours.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v2/domain/app/feedmarket`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Webhooks of the specs post to an endpoint the spec runs on this machine.
      CONNECTOR_INTERNAL_ADDRESSES: '1',
    },
  },
});
