import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import { API_BASE } from '@feedmarket/contract/common/route';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Db } from './db/client';
import { createMailer } from './lib/mailer';
import { registerErrorHandling } from './plugins/errors';
import { registerWebApp } from './plugins/web-app';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { bearerToken, registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { registerMetadataRoutes } from './modules/catalog/metadata.routes';
import { createMetadataService } from './modules/catalog/metadata.service';
import { registerContentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { registerDatasetsRoutes } from './modules/datasets/datasets.routes';
import { createDatasetsService } from './modules/datasets/datasets.service';
import { registerDomainRoutes } from './modules/domain/domain.routes';
import { createDomainService } from './modules/domain/domain.service';
import { createNotificationService } from './modules/notifications/notifications.service';
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
}

export type AppOptions = {
  config: Config;
  db: Db;
  /** Where dataset files go; by default the store `config.blobStore` names. The app closes it. */
  blobStore?: BlobStore;
  logger?: FastifyServerOptions['logger'];
};

/** How often uploads cut off by a crash are looked for. */
const sweepIntervalMs = 60 * 60 * 1000;

const campaignIdPattern = /^[\w.-]{1,100}$/;

/** Builds the whole application: plugins first (they shape every route), then the API, then the web app. */
export async function buildApp({
  config,
  db,
  blobStore = createBlobStore(config.blobStore),
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
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
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.maxUploadBytes + 1, files: 1_000, fields: 20, fieldSize: 64 * 1024, parts: 1_100 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Feedmarket API', version: '2.0.0', description: 'Search, publish and exchange data feeds.' },
      servers: [{ url: API_BASE }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // Routes are served under both versions; the document describes v2 only.
    transform: (input) => {
      if (input.url.startsWith('/api/v1')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, url: transformed.url.replace(API_BASE, '') || '/' };
    },
  });

  const notifications = createNotificationService(db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log: app.log });
  const catalog = createCatalogService(db);
  const datasets = createDatasetsService(db, blobStore, { maxUploadBytes: config.maxUploadBytes });
  const services = {
    auth: createAuthService({ db, config, mailer, notifications }),
    accounts: createAccountsService({ db, notifications }),
    domain: createDomainService(db),
    content: createContentService(db),
    supervisor: createSupervisorService(db),
    catalog,
    metadata: createMetadataService(db, notifications, { onFeedDeleted: datasets.removeFeedFiles }),
    datasets,
    workspace: createWorkspaceService({ db, catalog }),
  };

  app.decorateRequest('member', null);
  app.decorateRequest('campaignId', undefined);
  app.decorate('authenticate', async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? services.auth.authenticate(token) : null;
  });
  app.addHook('onRequest', async (request) => {
    const campaignId = request.headers['x-campaign-id'];
    if (typeof campaignId === 'string' && campaignIdPattern.test(campaignId)) {
      request.campaignId = campaignId;
      request.log.info({ campaignId }, 'campaign');
    }
  });

  // A keep-alive connection would hold a closing server open until it times out, so answers sent
  // while closing (the in-flight requests) end their connection.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  const api = async (scope: FastifyInstance) => {
    registerAuthRoutes(scope, services.auth);
    registerAccountsRoutes(scope, services.accounts);
    registerDomainRoutes(scope, services.domain);
    registerContentRoutes(scope, services.content);
    registerSupervisorRoutes(scope, services.supervisor);
    registerCatalogRoutes(scope, services.catalog);
    registerMetadataRoutes(scope, services.metadata);
    registerWorkspaceRoutes(scope, services.workspace);
    registerDatasetsRoutes(scope, services.datasets);
  };
  await app.register(api, { prefix: API_BASE });
  await app.register(api, { prefix: '/api/v1' });

  const sweep = () =>
    datasets
      .sweepPending()
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping unfinished uploads failed'));
  const sweeper = setInterval(sweep, sweepIntervalMs).unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    blobStore.close();
  });

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, { distDir: config.webDistDir, appGuid: config.appGuid });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );

  return app;
}
