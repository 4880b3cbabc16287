/**
 * `npm test`: every test. Unit tests; the API tests on a PostgreSQL server, and those about the
 * embedded engine on PGlite too; then browser tests in headless Chromium against the built app,
 * which runs on PGlite as `npm start` does; and the React compiler's lint rules, too slow for
 * `npm run lint`. Missing prerequisites stop the run
 * with a message saying how to install them. Ends with the line `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findMosquitto, mosquittoMissing } from '../apps/server/src/test/mosquitto';
import { findPostgresBin, hasRumExtension } from '../apps/server/src/test/postgres-cluster';
import { findChromium } from '../e2e/chromium';

const resultsDir = path.resolve('test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const missing: string[] = [];
if (!findChromium())
  missing.push(
    'Chromium, for the browser tests: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)',
  );
const postgresBin = findPostgresBin();
if (!postgresBin)
  missing.push('PostgreSQL 15 server programs, for the API tests: apt-get install -y postgresql-15 (or set PG_BIN)');
else if (!hasRumExtension(postgresBin))
  missing.push("PostgreSQL's rum extension, for the API tests of search: apt-get install -y postgresql-15-rum");
if (!findMosquitto()) missing.push(mosquittoMissing);
if (missing.length) {
  console.error(`Cannot run the tests; missing:\n${missing.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

type Tally = {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  seconds: number;
  /** The failed tests' names: the summary repeats them, as CI keeps only the end of a run's output. */
  failures: string[];
};
const tallies: Tally[] = [];
/** When the step being tallied started: the summary says how long each took, to keep CI's time in view. */
let stepStart = Date.now();

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n$ ${[...Object.entries(env).map(([key, value]) => `${key}=${value}`), command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/**
 * Starts `command` beside the steps that follow, its output kept in a file (printed when it has
 * ended); resolves with whether it succeeded.
 */
function runBeside(command: string, args: string[], logName: string): Promise<boolean> {
  const log = path.join(resultsDir, logName);
  console.log(`\n$ ${command} ${args.join(' ')} (beside the next step, output in ${log})`);
  const out = openSync(log, 'w');
  const child = spawn(command, args, { stdio: ['ignore', out, out] });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(readFileSync(log, 'utf8'));
      resolve(code === 0);
    }),
  );
}

function tally(counts: Omit<Tally, 'seconds' | 'failures'>, failures: string[] = []) {
  tallies.push({ ...counts, failures, seconds: Math.round((Date.now() - stepStart) / 1000) });
  stepStart = Date.now();
}

function vitest(name: string, args: string[], env: Record<string, string> = {}) {
  const output = path.join(resultsDir, `${name}.json`);
  const ok = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
  );
  const report = existsSync(output)
    ? (JSON.parse(readFileSync(output, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
        testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
      })
    : undefined;
  const failures = (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails before its tests run (an import error, a failed hook) has no failed test.
    if (!tests.length && file.message) return [`${where}: ${file.message.split('\n')[0]}`];
    return tests.map((test) => `${where} › ${test.fullName}`);
  });
  tally(
    {
      name,
      passed: report?.numPassedTests ?? 0,
      failed: report ? report.numFailedTests : 1,
      skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
      ok,
    },
    failures,
  );
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/** The browser tests that failed, and those that passed only when tried again (marked flaky). */
function playwrightOutcomes(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const within = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            `${test.status === 'flaky' ? '(flaky) ' : ''}${spec.file}:${spec.line} › ${[...within, spec.title].join(' › ')}`,
        ),
    );
    return [...specs, ...playwrightOutcomes(suite.suites ?? [], within)];
  });
}

/** The embedded product's start: it runs on PGlite whichever engine the other tests use, so once. */
const embeddedStartTest = 'apps/server/src/server.test.ts';
/**
 * The API tests run on PGlite too: the database layer, search without the RUM index PGlite lacks,
 * and the embedded product's start. The rest behave alike on both engines, and the browser tests
 * drive the product on PGlite.
 */
const embeddedEngineTests = [
  'apps/server/src/db/',
  embeddedStartTest,
  'apps/server/src/modules/auth/kept-sessions.test.ts',
  'apps/server/src/modules/catalog/words-by-date.test.ts',
];

vitest('unit', ['--project', 'unit']);
vitest('API (PostgreSQL)', ['--project', 'api', '--exclude', embeddedStartTest], { TEST_DATABASE: 'postgres' });
// The PGlite run waits most of its time on one server process: the web build and the React
// compiler's rules use the other core.
const built = runBeside('npm', ['run', 'build'], 'build.log');
const reactRulesChecked = runBeside('npm', ['run', 'lint:react'], 'lint-react.log');
vitest('API (PGlite)', ['--project', 'api', ...embeddedEngineTests]);
const reactRulesKept = await reactRulesChecked;
tally({
  name: 'React compiler rules',
  passed: 0,
  failed: reactRulesKept ? 0 : 1,
  skipped: 0,
  ok: reactRulesKept,
});

if (await built) {
  const output = path.join(resultsDir, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: output,
  });
  const report = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport) : undefined;
  const stats = report?.stats;
  tally(
    {
      name: 'build and browser (Chromium)',
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: stats ? stats.unexpected : 1,
      skipped: stats?.skipped ?? 0,
      ok,
    },
    report ? playwrightOutcomes(report.suites) : [],
  );
} else {
  tally({ name: 'web build', passed: 0, failed: 1, skipped: 0, ok: false });
}

console.log('\nSummary');
for (const { name, passed, failed, skipped, seconds, failures } of tallies) {
  console.log(`  ${name.padEnd(30)} ${passed} passed, ${failed} failed, ${skipped} skipped, in ${seconds} s`);
  for (const failure of failures) console.log(`    ${failure}`);
}
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && tallies.every((tally) => tally.ok) ? 0 : 1);
