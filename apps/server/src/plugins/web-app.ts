import fastifyStatic from '@fastify/static';
import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { rememberedToken } from '@feedmarket/contract/common/cookies';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the server's build of the web app (`apps/web/src/entry-server.tsx`) draws a page from. */
type PageRequest = {
  url: string;
  settings: TAppSettings;
  profile: TLoginProfile | null;
  cookies: string;
  phone: boolean;
  fetch: typeof fetch;
};
type DrawnPage = { html: string; parts: string[]; answers: unknown };
type PageRenderer = { renderPage: (page: PageRequest) => Promise<DrawnPage> };

/**
 * Serves the built web app: hashed assets with a long cache, in the brotli or gzip copy made at build
 * time when the browser accepts one, and index.html for every other page address so that the browser
 * router can take over. The page learns its application id from a meta tag and carries that
 * application's settings, and for a browser that sends a remembered sign-in (cookies allowed) the
 * profile of that session, so its first render waits for neither. The page comes with its first view
 * drawn (the web app's server build, `dist-server`, with the answers the view asks for, called in this
 * process for the same session), which the app takes over with those answers. A page whose code loads
 * on demand lists that code (`route-preloads.json`, made by the build) for the browser to fetch beside
 * the app's, and a view links the stylesheets of the parts loaded on demand it holds
 * (`part-styles.json`), so it paints styled. Unknown API addresses stay 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    appGuid: string;
    appSettings: (guid: string) => Promise<TAppSettings>;
    /** The profile of a live session's token, as `GET /auth/session` answers it; null for any other token. */
    sessionProfile: (token: string) => Promise<TLoginProfile | null>;
  },
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
  /** A file the build wrote beside the app (see `pageAssets` in `apps/web/vite.config.ts`), by key. */
  const builtList = (name: string): Record<string, string[]> => {
    const file = path.join(options.distDir, name);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
  };
  const routePreloads = Object.entries(builtList('route-preloads.json')).map(([prefix, files]) => ({
    prefix,
    links: files.map((file) => `  <link rel="modulepreload" crossorigin href="${file}">\n    `).join(''),
  }));
  /** The preload links of the page at `pathname`, if its code loads on demand. */
  const preloadLinks = (pathname: string) =>
    routePreloads.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.links ?? '';
  const partStyles = builtList('part-styles.json');
  /** The stylesheets of the parts loaded on demand that a view holds, which its first paint needs. */
  const styleLinks = (parts: string[]) =>
    [...new Set(parts.flatMap((part) => partStyles[part] ?? []))]
      .map((file) => `<link rel="stylesheet" data-precedence="app" crossorigin href="${file}">\n  `)
      .join('');

  const rendererFile = path.join(options.distDir, '..', 'dist-server', 'entry-server.js');
  const renderer = existsSync(rendererFile) ? ((await import(rendererFile)) as PageRenderer) : null;
  if (!renderer) app.log.warn({ rendererFile }, 'no server build of the web app: pages come without their first view');

  /** The API as a page's drawing calls it: the server's own routes, without a trip over the network. */
  async function callOwnApi(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const { pathname, search } = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${pathname}${search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
      payload: typeof init?.body === 'string' ? init.body : init?.body?.toString(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  }

  // Pages are drawn one at a time (see `entry-server.tsx`): some 20-60 ms each, after up to 300 ms
  // waiting for the answers their view asks for.
  const maxPagesDrawing = 8;
  let pagesDrawing = 0;
  async function draw(drawer: PageRenderer, page: PageRequest) {
    pagesDrawing++;
    try {
      return await drawer.renderPage(page);
    } catch (error) {
      app.log.error({ err: error, url: page.url }, 'drawing the page failed: it is sent without its first view');
      return null;
    } finally {
      pagesDrawing--;
    }
  }

  /** JSON in a script element: `<` escaped, so no text in it can end the script. */
  const jsonScript = (id: string, value: unknown) =>
    `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>\n  `;

  /**
   * The page at `url`: the preload links of its code, the application's settings, given a live
   * remembered token its session's profile, and its first view as the app draws it for that session
   * (on a phone's screen when the browser says it is a mobile one).
   */
  async function page(url: string, cookies: string, phone: boolean): Promise<{ html: string; personal: boolean }> {
    const pathname = url.split('?')[0]!;
    const token = rememberedToken(cookies);
    const [settings, profile] = await Promise.all([
      options.appSettings(appGuid).catch(() => null),
      token ? options.sessionProfile(token).catch(() => null) : null,
    ]);
    // Without its settings the app draws a loader only, and behind a queue of pages to draw a visitor
    // would wait longer than the app takes to draw: the page is then sent without a view.
    const view =
      renderer && settings && pagesDrawing < maxPagesDrawing
        ? await draw(renderer, { url: `http://localhost${url}`, settings, profile, cookies, phone, fetch: callOwnApi })
        : null;
    const scripts =
      (settings ? jsonScript('app-settings', settings) : '') +
      (profile ? jsonScript('session-profile', profile) : '') +
      (view ? jsonScript('view-parts', view.parts) : '') +
      (view?.answers ? jsonScript('view-answers', view.answers) : '');
    return {
      html: indexHtml
        // Replaced by functions: a text replacement would read `$&` and the like in the page's data.
        // With the app's own scripts, loaded after the first paint (see `apps/web/public/start.js`).
        .replace('</template>', () => `${preloadLinks(pathname)}</template>`)
        .replace('</head>', () => `${styleLinks(view?.parts ?? [])}${scripts}</head>`)
        // Inert until the app takes the view over: a click or a key there before that would be lost.
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-screen="${phone ? 'phone' : 'desktop'}"${view ? ` inert>${view.html}` : '>'}</div>`,
        ),
      personal: profile !== null,
    };
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
    // Browsers on phones and tablets say "Mobi" in their user agent; the first view guesses the screen from it.
    const phone = /Mobi/.test(request.headers['user-agent'] ?? '');
    const { html, personal } = await page(request.url, request.headers.cookie ?? '', phone);
    // A page holding a session is the signed-in browser's alone: no cache keeps it.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie')
      .send(html);
  });
}
