import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { API_BASE } from '@feedmarket/contract/common/route';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { noChangeFeed, type ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import { createBackgroundWork, type BackgroundWork } from './lib/background-work';
import { createJobQueue, type JobQueue, type SqlRunner } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mailer';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createOrganizationsService } from './modules/accounts/organizations.service';
import { createUsersService } from './modules/accounts/users.service';
import { bearerToken, registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { registerMetadataRoutes } from './modules/catalog/metadata.routes';
import { createMetadataService } from './modules/catalog/metadata.service';
import { registerContentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { registerConnectorsRoutes } from './modules/connectors/connectors.routes';
import { createConnectorsService } from './modules/connectors/connectors.service';
import { registerIngestRoutes } from './modules/connectors/ingest.routes';
import { createMqttIngest } from './modules/connectors/mqtt-ingest';
import { createIngestService } from './modules/connectors/ingest.service';
import { createConnectorPulls } from './modules/connectors/pull';
import { createLiveRecords } from './modules/connectors/live-records';
import { createLiveStreams } from './modules/connectors/live-stream.service';
import { createOutboundDelivery } from './modules/connectors/outbound-delivery';
import { registerLiveRoutes } from './modules/connectors/live.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { registerDatasetsRoutes } from './modules/datasets/datasets.routes';
import { createDatasetsService } from './modules/datasets/datasets.service';
import { registerDomainRoutes } from './modules/domain/domain.routes';
import { createDomainService } from './modules/domain/domain.service';
import { createAccessRequests } from './modules/access/access-requests.service';
import { createFeedAccess } from './modules/access/feed-access';
import { registerFinanceRoutes } from './modules/finance/finance.routes';
import { createFinanceService } from './modules/finance/finance.service';
import { registerPoliciesRoutes } from './modules/policies/policies.routes';
import { createPoliciesService } from './modules/policies/policies.service';
import { sweepIdempotentAnswers } from './lib/idempotent-answers';
import { createLegalQueue } from './modules/legal/legal-queue';
import { registerLegalRoutes } from './modules/legal/legal.routes';
import { createLegalService } from './modules/legal/legal.service';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationService } from './modules/notifications/notifications.service';
import { registerPricingRoutes } from './modules/pricing/pricing.routes';
import { createPricingService } from './modules/pricing/pricing.service';
import { registerProvidersRoutes } from './modules/providers/providers.routes';
import { createProvidersService } from './modules/providers/providers.service';
import { registerRequestsRoutes } from './modules/requests/requests.routes';
import { createRequestsService } from './modules/requests/requests.service';
import { createRateLimitService } from './modules/auth/rate-limits.service';
import { registerSupervisorRoutes } from './modules/supervisor/supervisor.routes';
import { createSupervisorService } from './modules/supervisor/supervisor.service';
import { createBlobStore } from './storage/create-blob-store';
import type { BlobStore } from './storage/blob-store';
import { registerWorkspaceRoutes } from './modules/workspace/workspace.routes';
import { createWorkspaceService } from './modules/workspace/workspace.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The `X-CAMPAIGN-ID` the page was opened with, recorded with sessions and registrations. */
    campaignId: string | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Work started by requests or timers and not waited for; closing the app waits for it. */
    backgroundWork: BackgroundWork;
    /** The services the routes call, for work outside requests (demo data goes through them). */
    services: AppServices;
  }
}

export type AppOptions = {
  config: Config;
  db: Db;
  /** The same database's SQL runner, for the job queue (`Database.runSql`). */
  runSql: SqlRunner;
  /**
   * The database's changes, which let sessions and unread counters be kept in memory
   * (`Database.listenForChanges`); without it they are read from the database on every call.
   */
  changes?: ChangeFeed;
  /** Where dataset files go; by default the store `config.blobStore` names. The app closes it. */
  blobStore?: BlobStore;
  /** Where mail goes; by default SMTP when `config.smtpUrl` is set, otherwise the outbox. */
  mailer?: Mailer;
  /** How often leftovers of uploads cut off by a crash, and expired rate limits, are swept. */
  sweepIntervalMs?: number;
  logger?: FastifyServerOptions['logger'];
};

/** How often notification mail raised outside requests, or put back after a failure, is looked for. */
const mailIntervalMs = 60 * 1000;

const campaignIdPattern = /^[\w.-]{1,100}$/;

/** What the services need from the app: its settings, database, file store, mail, log and background work. */
type ServiceDeps = {
  config: Config;
  db: Db;
  blobStore: BlobStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  backgroundWork: BackgroundWork;
  changes: ChangeFeed;
  jobs: JobQueue;
};

/**
 * Every service of the app, wired once: modules that need each other get each other here (a revoked
 * access leaves the workspace through the workspace service; downloads are counted by the access one).
 */
function createServices({ config, db, blobStore, mailer: mail, log, backgroundWork, changes, jobs }: ServiceDeps) {
  const access = createFeedAccess(db);
  const notifications = createNotificationService(db, {
    mailer: mail,
    publicUrl: config.publicUrl,
    log,
    changes,
    cacheEntries: config.cacheEntries,
  });
  // Modules record the changes of dashboard counts through it, as they raise notifications.
  const dashboard = createDashboardService(db);
  const catalog = createCatalogService(db, { countLimit: config.searchCountLimit });
  const datasets = createDatasetsService(db, blobStore, {
    maxUploadBytes: config.maxUploadBytes,
    countDownloads: (member, feedId, files) => accessRequests.recordDownloads(member, feedId, files),
  });
  const rateLimits = createRateLimitService(db);
  const auth = createAuthService({
    db,
    config,
    mailer: mail,
    notifications,
    background: backgroundWork,
    rateLimits,
    changes,
  });
  const domain = createDomainService(db);
  const legalQueue = createLegalQueue(db, notifications);
  const accounts = createAccountsService({ db, notifications, auth, mailer: mail, log, domain });
  const finance = createFinanceService(db, { feePercent: config.marketplaceFeePercent });
  const pricing = createPricingService(db);
  const accessRequests = createAccessRequests({
    db,
    notifications,
    dashboard,
    finance,
    priceOf: (feedId, executor) => pricing.feedPrice(feedId, executor),
    onRevoked: (orgId, feedId, executor) => workspace.removeRevoked(orgId, feedId, executor),
  });
  const workspace = createWorkspaceService({ db, dashboard, accessRequests });
  const policies = createPoliciesService({ db, accessRequests, legalQueue });
  const metadata = createMetadataService(
    db,
    notifications,
    {
      onFeedDeleted: async (feedId) => {
        await datasets.removeFeedFiles(feedId);
        await legalQueue.forgetFeed(feedId);
      },
      legalReview: legalQueue,
    },
    { dashboard, workspace },
  );
  const connectors = createConnectorsService({ db, access, dashboard });
  // Pushed records become chunk files of the feed's dataset, read by the continuous calls.
  const live = createLiveRecords({
    storeChunk: ({ feedId, trackingId, body, dataStart, dataEnd, fileName }) =>
      datasets.storeFile(feedId, {
        fileName: fileName ?? `live-${dataStart.toISOString().replace(/[-:.]/g, '')}.jsonl`,
        contentType: 'application/x-ndjson',
        body,
        trackingId,
        dataStart,
        dataEnd,
      }),
    flushIntervalMs: config.liveChunks.intervalMs,
    maxChunkRecords: config.liveChunks.records,
  });
  const ingest = createIngestService({ access, connectors, live });
  const pulls = createConnectorPulls({
    jobs,
    connectors,
    live,
    log,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    allowInternalAddresses: config.connectorInternalAddresses,
  });
  // A connector started, made or changed here gets its first pull at once.
  connectors.onConnectorsChanged((connectorId) =>
    backgroundWork.run('scheduling pulls', () => pulls.connectorChanged(connectorId)),
  );
  // Each stored chunk goes out to the feed's webhooks through the job queue.
  const outbound = createOutboundDelivery({
    db,
    access,
    datasets,
    jobs,
    log,
    settings: config.outbound,
    jobExpireSeconds: config.jobs.expireSeconds,
    allowInternalAddresses: config.connectorInternalAddresses,
  });
  live.subscribe((flushed) => backgroundWork.run('queueing outbound deliveries', () => outbound.announce(flushed)));
  connectors.onConnectorsChanged((connectorId) =>
    backgroundWork.run('waking outbound deliveries', () => outbound.connectorChanged(connectorId)),
  );
  const services = {
    auth,
    accounts,
    organizations: createOrganizationsService({ db, notifications, domain }),
    users: createUsersService({ db, notifications, auth, mailer: mail, log }),
    domain,
    content: createContentService(db),
    supervisor: createSupervisorService({ db, dashboard, accounts, auth }),
    catalog,
    metadata,
    datasets,
    workspace,
    dashboard,
    legal: createLegalService(db, { notifications, metadata, policies }),
    policies,
    finance,
    accessRequests,
    requests: createRequestsService({
      db,
      notifications,
      domain,
      rateLimits,
      mailer: mail,
      background: backgroundWork,
      limits: config.dataRequestLimits,
    }),
    providers: createProvidersService(db),
    pricing,
    connectors,
    live,
    ingest,
    pulls,
    outbound,
    /** Inbound push over MQTT, when a broker is set. */
    mqtt: config.mqttUrl ? createMqttIngest({ url: config.mqttUrl, connectors, ingest, log }) : undefined,
    liveStreams: createLiveStreams({ access, datasets, live }),
  };

  return { services, access, notifications };
}

export type AppServices = ReturnType<typeof createServices>['services'];

/** Builds the whole application: plugins first (they shape every route), then the API, then the web app. */
export async function buildApp({
  config,
  db,
  runSql,
  changes = noChangeFeed,
  blobStore = createBlobStore(config.blobStore),
  mailer,
  sweepIntervalMs = 15 * 60 * 1000,
  logger = false,
}: AppOptions): Promise<FastifyInstance & { services: AppServices }> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Fastify reads text/plain bodies as strings by default; the API reads JSON, forms and multipart
  // only, so a body of any other type answers 415 before validation sees it.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Answers of 1 KiB or more go out compressed when the browser accepts it (before the routes, which
  // it hooks into). Files already compressed at build time, dataset files and byte ranges are not.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyFormbody);
  // Files stream to the blob store, which enforces the size limit; these limits only bound the parts.
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  const backgroundWork = createBackgroundWork(app.log);
  app.decorate('backgroundWork', backgroundWork);
  const jobs = createJobQueue(runSql, app.log, config.jobs);
  const { services, access, notifications } = createServices({
    config,
    db,
    blobStore,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: app.log }),
    log: app.log,
    backgroundWork,
    changes,
    jobs,
  });

  app.decorate('services', services);
  app.decorateRequest('member', null);
  app.decorateRequest('apiClient', null);
  app.decorateRequest('campaignId', undefined);
  app.decorate('authenticate', async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? services.auth.authenticate(token) : null;
  });
  app.decorate('authenticateApiClient', async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? services.connectors.authenticate(token) : null;
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const campaignId = request.headers['x-campaign-id'];
    if (typeof campaignId === 'string' && campaignIdPattern.test(campaignId)) {
      request.campaignId = campaignId;
      request.log.info({ campaignId }, 'campaign');
    }
    done();
  });

  // A keep-alive connection would hold a closing server open until it times out, so answers sent
  // while closing (the in-flight requests) end their connection.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    // Live views stay open until they are ended; the server would wait for them.
    services.liveStreams.closeAll();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
    // A write reaches this instance's kept sessions and counters before its answer leaves, so the
    // caller's next request (a poll after a logout, a read) sees it; other instances hear it a moment later.
    changes.sync().then(() => done(null, payload), done);
  });

  const api = async (scope: FastifyInstance) => {
    // Only the modules with uploads (a logo, dataset files) read multipart bodies. The plugin's hooks
    // run on every request of the context it is registered in (a listener and two promises each, for
    // temporary files this app never saves), so it is registered around those two modules only:
    // elsewhere a multipart body finds no parser and answers 415.
    await scope.register(async (uploads) => {
      await uploads.register(fastifyMultipart, {
        limits: { fileSize: config.maxUploadBytes + 1, files: 1_000, fields: 20, fieldSize: 64 * 1024, parts: 1_100 },
      });
      registerAccountsRoutes(uploads, services);
      registerDatasetsRoutes(uploads, services.datasets, access);
    });
    registerAuthRoutes(scope, services.auth);
    registerDomainRoutes(scope, services.domain);
    registerContentRoutes(scope, services.content);
    registerSupervisorRoutes(scope, services.supervisor);
    registerCatalogRoutes(scope, services.catalog);
    registerMetadataRoutes(scope, services.metadata, access);
    registerWorkspaceRoutes(scope, services.workspace, services.accessRequests);
    registerPoliciesRoutes(scope, services.policies);
    registerFinanceRoutes(scope, services.finance);
    registerNotificationsRoutes(scope, notifications);
    registerLegalRoutes(scope, services.legal);
    registerRequestsRoutes(scope, services.requests);
    registerProvidersRoutes(scope, services.providers);
    registerDashboardRoutes(scope, services.dashboard);
    registerPricingRoutes(scope, services.pricing);
    registerConnectorsRoutes(scope, services.connectors);
    await registerIngestRoutes(scope, services.ingest);
    registerLiveRoutes(scope, services.liveStreams);
  };
  await app.register(api, { prefix: API_BASE });
  await app.register(api, { prefix: '/api/v1' });

  // Notification mail leaves after the answer, when the transaction that raised it has committed;
  // the timer sends what was raised outside requests and retries what failed.
  const sendMail = (force: boolean) =>
    notifications
      .sendWaitingMail({ force })
      .catch((error: unknown) => app.log.error({ err: error }, 'sending notification mail failed'));
  app.addHook('onResponse', (_request, _reply, done) => {
    void sendMail(false);
    done();
  });
  const mailTimer = setInterval(() => void sendMail(true), mailIntervalMs).unref();

  // At start, for what a killed process left; then on a timer, for leftovers too recent to be sure of at
  // start and for those of other instances sharing the database and the store.
  const sweep = () => {
    backgroundWork.run('sweeping unfinished uploads', () => services.datasets.sweepPending());
    backgroundWork.run('sweeping abandoned upload files', () => blobStore.sweepAbandonedUploads());
    backgroundWork.run('sweeping expired rate limits', () => services.auth.sweepExpiredLimits());
    backgroundWork.run('ending accesses whose paid period ran out', () => services.accessRequests.expireDue());
    backgroundWork.run('forgetting kept answers to retried requests', () => sweepIdempotentAnswers(db));
  };
  const sweeper = setInterval(sweep, sweepIntervalMs).unref();
  app.addHook('onReady', async () => {
    sweep();
    services.mqtt?.start();
    // Jobs outlive processes: pulls waiting in the queue go on from where they were.
    await jobs.start();
    // Chunks a stopped process stored but did not hand to the queue go out now.
    backgroundWork.run('waking outbound deliveries', () => services.outbound.wakeAll());
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await jobs.stop();
    // Messages being stored are finished before the records waiting for their chunk are stored.
    await services.mqtt?.close();
    // Records already answered are stored; those waiting for their chunk are stored before the store closes.
    await services.live.close();
    await backgroundWork.settled();
    clearInterval(mailTimer);
    blobStore.close();
  });

  await registerWebApp(app, {
    distDir: config.webDistDir,
    appGuid: config.appGuid,
    appSettings: services.domain.appSettings,
    sessionProfile: async (token) => {
      const member = await services.auth.authenticate(token);
      return member && services.auth.sessionProfile(member, token);
    },
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );

  return app;
}
