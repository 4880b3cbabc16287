import fastifyStatic from '@fastify/static';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: hashed assets with a long cache, in the brotli or gzip copy made at build
 * time when the browser accepts one, and index.html for every other page address so that the browser
 * router can take over. The page learns its application id from a meta tag and carries that
 * application's settings, so its first render need not wait for them. Unknown API addresses stay 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; appGuid: string; appSettings: (guid: string) => Promise<TAppSettings> },
) {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: serving the API only');
    return;
  }
  const appGuid = options.appGuid.replace(/[^a-z0-9-]/g, '');
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    /<meta name="app-guid" content="[^"]*"/,
    `<meta name="app-guid" content="${appGuid}"`,
  );
  /** The page with the application's settings as JSON (`<` escaped, so no text in them can end the script). */
  async function pageWithSettings(): Promise<string> {
    const settings = await options.appSettings(appGuid).catch(() => null);
    if (!settings) return indexHtml;
    const json = JSON.stringify(settings).replace(/</g, '\\u003c');
    return indexHtml.replace(
      '</head>',
      `<script id="app-settings" type="application/json">${json}</script>\n  </head>`,
    );
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // Routes for the files that exist; every other page address falls through to index.html.
    wildcard: false,
    // The compressed copies are not addresses of their own: they answer for the file they compress.
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // A route rather than the not-found handler, so the page is compressed like any other answer.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api')) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pageWithSettings());
  });
}
