/**
 * `npm run fuzz`: the route fuzz suite (apps/server/src/input-fuzz.test.ts) with more requests per
 * route than `npm test` sends, on PGlite. `FUZZ_RUNS` sets the requests per route (default 200),
 * `FUZZ_SEED` the seed (default: a new one, printed so a failure can be replayed).
 */
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS ?? '200';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`Fuzzing every route with ${runs} requests each, seed ${seed} (replay with FUZZ_SEED=${seed})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/server/src/input-fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
