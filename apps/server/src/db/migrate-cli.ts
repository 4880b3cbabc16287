/** `npm run db:migrate`: brings the configured database to the latest schema and reference data. */
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openDatabase } from './client';
import { loadReferenceData } from './seed/reference-data';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await loadReferenceData(database.db);
await database.close();
console.log(`Database migrated (${database.kind}).`);
