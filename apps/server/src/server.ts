import closeWithGrace from 'close-with-grace';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { seedDemoAccess } from './db/seed/demo/demo-access';
import { seedDemoWorkspaces } from './db/seed/demo/demo-activity';
import { seedDemoConnectors } from './db/seed/demo/demo-connectors';
import { seedDemoContent } from './db/seed/demo/demo-content';
import { seedDemoFeeds } from './db/seed/demo/demo-feeds';
import { seedDemoLegalReviews } from './db/seed/demo/demo-legal';
import { seedDemoPrices } from './db/seed/demo/demo-prices';
import { seedDemoDataRequests } from './db/seed/demo/demo-requests';
import { seedDemoData } from './db/seed/demo-data';
import { loadReferenceData } from './db/seed/reference-data';
import { createDatasetsService } from './modules/datasets/datasets.service';
import { createBlobStore } from './storage/create-blob-store';

const config = loadConfig();
const logger = {
  level: config.logLevel,
  redact: ['req.headers.authorization', 'req.headers.cookie', 'mail.text'],
};

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  onConnectionLost: (error) => console.warn(`database connection lost, reconnecting: ${error.message}`),
});
await loadReferenceData(database.db);
const seeded = config.seedDemoData && (await seedDemoData(database.db));
const blobStore = createBlobStore(config.blobStore);
if (seeded) {
  await seedDemoFeeds(database.db, config.demoFeeds);
  await seedDemoWorkspaces(database.db);
  await seedDemoContent(database.db, createDatasetsService(database.db, blobStore, config));
  await seedDemoLegalReviews(database.db);
  await seedDemoPrices(database.db);
  await seedDemoConnectors(database.db);
  await seedDemoDataRequests(database.db);
}

const changes = await database.listenForChanges();
const app = await buildApp({ config, db: database.db, runSql: database.runSql, changes, blobStore, logger });
if (seeded) {
  // Policies and requests for access go through the services, so charges, notifications and counts agree.
  await seedDemoAccess(database.db, app.services);
  app.log.info('demo data seeded: see the README for the accounts');
}

// In-flight requests and the work they started (mail) finish, then the database closes; a second signal
// or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
