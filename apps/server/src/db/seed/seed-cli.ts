/**
 * `npm run seed [-- --feeds N]`: reference data, the demo accounts when the database has no users
 * yet, and N generated demo feeds (none unless asked).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../client';
import { seedDemoFeeds } from './demo/demo-feeds';
import { seedDemoData } from './demo-data';
import { loadReferenceData } from './reference-data';

const { values } = parseArgs({
  options: { feeds: { type: 'string', default: '0' }, seed: { type: 'string', default: '2026' } },
});
const feedCount = Number(values.feeds);
if (!Number.isInteger(feedCount) || feedCount < 0)
  throw new Error(`--feeds needs a whole number, got "${values.feeds}"`);

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await loadReferenceData(database.db);
const seeded = await seedDemoData(database.db);
console.log(seeded ? 'Demo accounts seeded.' : 'Users exist already: demo accounts left as they are.');
if (feedCount > 0) {
  const started = Date.now();
  let reported = 0;
  const created = await seedDemoFeeds(database.db, feedCount, {
    seed: Number(values.seed),
    batchSize: database.kind === 'postgres' ? 2000 : 500,
    onProgress: (done) => {
      if (done - reported >= 50_000 || done >= feedCount) {
        reported = done;
        console.log(`${done} feeds (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
      }
    },
  });
  console.log(`${created} demo feeds added in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await database.close();
