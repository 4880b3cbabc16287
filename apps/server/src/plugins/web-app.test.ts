import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apps } from '../db/schema/reference';
import { bearer, createOrganization, signedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const buildDir = mkdtempSync(path.join(tmpdir(), 'feedmarket-build-'));
const distDir = path.join(buildDir, 'dist');
const script = `console.log(${JSON.stringify('app '.repeat(500))})`;
// A built page lists its scripts: together over 1 KiB, so the page is worth compressing.
const modulePreloads = Array.from(
  { length: 30 },
  (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
).join('');
let t: TestApp;
const logLines: string[] = [];

// The server's build draws pages as the app would: this one says what it was asked to draw. A slow
// page's drawing waits until the test lets it finish (`globalThis.slowDrawings`).
const renderer = `export async function renderPage({ url, profile, cookies, phone, fetch }) {
  if (url.endsWith('/broken')) throw new Error('cannot draw this page');
  if (url.includes('/answered/')) {
    const answer = await fetch('/api/v2/auth/session', { headers: profile ? { Authorization: 'Bearer ' + profile.token } : {} });
    const { username } = await answer.json();
    return { html: '<p>' + answer.status + ' ' + (username ?? '') + '</p>', parts: [], answers: { queries: [{ status: answer.status, username }] } };
  }
  if (url.includes('/slow/')) await globalThis.slowDrawings;
  const html = '<main data-url="' + url + '" data-phone="' + phone + '" data-member="' + (profile?.username ?? '') + '" data-cookies="' + cookies + '">drawn $& ' + "$'" + '</main>';
  return { html, parts: ['DashboardRoute'] };
}`;

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  // As the build writes it: the app's scripts wait in a template until the first view has painted.
  writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><html><head><meta name="app-guid" content="feedmarket" /><template id="app-scripts">${modulePreloads}</template></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(path.join(buildDir, 'dist-server'));
  writeFileSync(path.join(buildDir, 'dist-server', 'entry-server.js'), renderer);
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), script);
  // The copies the build makes beside each script.
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(distDir, 'route-preloads.json'),
    JSON.stringify({ '/dashboard': ['/assets/dashboard-1.js', '/assets/tabs-2.js'] }),
  );
  writeFileSync(
    path.join(distDir, 'part-styles.json'),
    JSON.stringify({ DashboardRoute: ['/assets/tabs-2.css'], SupervisorRoute: ['/assets/queue-3.css'] }),
  );
  t = await createTestApp({ webDistDir: distDir, appGuid: 'itsa' }, { logLines });
});
afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

it.each(['/', '/index.html', '/dashboard/workspace', '/help/getting-started', '/confirmResetPassword/abc'])(
  'answers the page %s with the app, naming the configured application',
  async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="app-guid" content="itsa"');
  },
);

/** The JSON the page carries in script `id`. */
function embedded(page: string, id: 'app-settings' | 'session-profile' | 'view-parts' | 'view-answers'): unknown {
  const json = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(page)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}
const embeddedSettings = (page: string) => embedded(page, 'app-settings');

it("carries the application's settings, as its settings call answers them, read when the page is asked for", async () => {
  const settings = await t.app.inject({ method: 'GET', url: '/api/v2/domain/app/itsa' });
  expect(settings.statusCode).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
  expect(embeddedSettings(page.body)).toEqual(settings.json());

  // A title that tries to end the script stays text inside it.
  const title = 'Data </script><script>alert(1)</script> market';
  await t.db.update(apps).set({ appTitle: title }).where(eq(apps.guid, 'itsa'));
  const changed = await t.app.inject({ method: 'GET', url: '/' });
  expect(changed.body).not.toContain('<script>alert(1)');
  expect(embeddedSettings(changed.body)).toMatchObject({ guid: 'itsa', appTitle: title });
});

it("carries a remembered sign-in's session profile, for that browser alone, only when cookies are allowed", async () => {
  const { id: orgId } = await createOrganization(t.db);
  const { token } = await signedInUser(t, orgId);
  const session = await t.app.inject({ method: 'GET', url: '/api/v2/auth/session', headers: bearer(token) });
  expect(session.statusCode).toBe(200);
  const cookie = (consent: string, value = token) => `feedmarket_cookies=${consent}; feedmarket_token=${value}`;

  const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: cookie('allowed') } });
  expect(embedded(page.body, 'session-profile')).toEqual(session.json());
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.headers.vary).toContain('cookie');

  for (const headers of [{ cookie: cookie('declined') }, { cookie: cookie('allowed', 'forged') }, {}]) {
    const other = await t.app.inject({ method: 'GET', url: '/dashboard', headers });
    expect(other.statusCode).toBe(200);
    expect(embedded(other.body, 'session-profile')).toBeUndefined();
    expect(other.headers['cache-control']).toBe('no-cache');
  }

  await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: bearer(token) });
  const signedOut = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: cookie('allowed') } });
  expect(embedded(signedOut.body, 'session-profile')).toBeUndefined();
});

it("lists the code of a page loaded on demand with the app's, on that page's addresses only", async () => {
  const links = (page: string) =>
    [...(/<template id="app-scripts">(.*?)<\/template>/s.exec(page)?.[1] ?? '').matchAll(/href="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((file) => !file?.startsWith('/assets/chunk-'));
  for (const url of ['/dashboard', '/dashboard/workspace/files/3', '/dashboard?tab=1']) {
    const page = await t.app.inject({ method: 'GET', url });
    expect(links(page.body)).toEqual(['/assets/dashboard-1.js', '/assets/tabs-2.js']);
  }
  for (const url of ['/', '/dashboards', '/supervisor']) {
    const page = await t.app.inject({ method: 'GET', url });
    expect(links(page.body)).toEqual([]);
  }
});

it('links the stylesheets of the parts loaded on demand that the view holds, for its first paint', async () => {
  // In the head, outside the scripts' template: the view paints with them.
  const stylesheets = (page: string) =>
    [
      ...(/<head>(.*?)<\/head>/s.exec(page)?.[1] ?? '')
        .replace(/<template.*<\/template>/s, '')
        .matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]);
  // The stand-in renderer draws the dashboard's part in every view.
  const drawn = await t.app.inject({ method: 'GET', url: '/content/terms' });
  expect(stylesheets(drawn.body)).toEqual(['/assets/tabs-2.css']);
  // A page sent without a view leaves the styles to the parts' code.
  const undrawn = await t.app.inject({ method: 'GET', url: '/content/broken' });
  expect(stylesheets(undrawn.body)).toEqual([]);
});

/** The page's root element and what the server drew in it. */
const rootOf = (page: string) => /<div id="root"[^>]*>.*?<\/div>/s.exec(page)?.[0];

it('sends the page with its first view drawn for its address, inert until the app takes it over', async () => {
  const page = await t.app.inject({
    method: 'GET',
    url: '/dashboard/workspace?tab=1',
    headers: { cookie: 'feedmarket_cookies=allowed', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
  });
  expect(rootOf(page.body)).toBe(
    '<div id="root" data-screen="desktop" inert><main data-url="http://localhost/dashboard/workspace?tab=1" data-phone="false" data-member="" data-cookies="feedmarket_cookies=allowed">drawn $& $\'</main></div>',
  );
  // The parts loaded on demand that the view holds: the browser loads their code before taking it over.
  expect(embedded(page.body, 'view-parts')).toEqual(['DashboardRoute']);
});

it("draws a view with the answers it asks for, from the server's own routes for the page's session, and hands them to the browser", async () => {
  const { id: orgId } = await createOrganization(t.db);
  const { token, username } = await signedInUser(t, orgId);
  const page = await t.app.inject({
    method: 'GET',
    url: '/answered/session',
    headers: { cookie: `feedmarket_cookies=allowed; feedmarket_token=${token}` },
  });
  expect(rootOf(page.body)).toContain(`<p>200 ${username}</p>`);
  expect(embedded(page.body, 'view-answers')).toEqual({ queries: [{ status: 200, username }] });

  const visitor = await t.app.inject({ method: 'GET', url: '/answered/session' });
  expect(rootOf(visitor.body)).toContain('<p>401 </p>');
  // A view drawn without answers hands none over.
  const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
  expect(embedded(plain.body, 'view-answers')).toBeUndefined();
});

it("draws a phone's view for a mobile browser, and a remembered sign-in's for its member", async () => {
  const { id: orgId } = await createOrganization(t.db);
  const { token, username } = await signedInUser(t, orgId);
  const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome/130.0 Mobile Safari/537.36';
  const page = await t.app.inject({
    method: 'GET',
    url: '/dashboard',
    headers: { cookie: `feedmarket_cookies=allowed; feedmarket_token=${token}`, 'user-agent': phone },
  });
  expect(rootOf(page.body)).toContain('<div id="root" data-screen="phone" inert>');
  expect(rootOf(page.body)).toContain(`data-phone="true" data-member="${username}"`);
});

it('sends pages without a view, for the app to draw, while 8 wait to be drawn', async () => {
  let finishDrawings = () => {};
  (globalThis as { slowDrawings?: Promise<void> }).slowDrawings = new Promise<void>((resolve) => {
    finishDrawings = resolve;
  });
  // The drawings end once the 4 pages beyond the 8 have been answered (or after a while, if the
  // server drew more, so that the count below says so).
  let answered = 0;
  const fallback = setTimeout(finishDrawings, 10_000);
  const pages = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      t.app.inject({ method: 'GET', url: `/content/slow/${index}` }).then((page) => {
        if (++answered === 4) finishDrawings();
        return page;
      }),
    ),
  );
  clearTimeout(fallback);
  expect(pages.map((page) => page.statusCode)).toEqual(Array(12).fill(200));
  expect(pages.filter((page) => rootOf(page.body)?.includes(' inert>')).length).toBe(8);
  // Once they are drawn, the next page is drawn again.
  const next = await t.app.inject({ method: 'GET', url: '/content/slow/next' });
  expect(rootOf(next.body)).toContain(' inert>');
});

it('sends a page it could not draw without a view, for the app to draw', async () => {
  logLines.length = 0;
  const page = await t.app.inject({ method: 'GET', url: '/content/broken' });
  expect(page.statusCode).toBe(200);
  expect(rootOf(page.body)).toBe('<div id="root" data-screen="desktop"></div>');
  expect(embedded(page.body, 'view-parts')).toBeUndefined();
  expect(logLines.join('\n')).toContain('drawing the page failed');
});

it('sends the page gzip-encoded to a browser that accepts it', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<meta name="app-guid" content="itsa"');
});

it('serves hashed assets with a long cache and other files with a short one', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('public, max-age=300');
});

it.each([
  ['br, gzip', 'br', brotliCompressSync],
  ['gzip', 'gzip', gzipSync],
] as const)(
  'answers "accept-encoding: %s" with the copy compressed at build time',
  async (accepted, encoding, compress) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(compress(script));
  },
);

it('answers a browser that accepts no compression with the file itself', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body).toBe(script);
});

it('keeps API and non-GET misses as JSON 404s', async () => {
  for (const [method, url] of [
    ['GET', '/api/v2/nothing'],
    ['POST', '/dashboard'],
  ] as const) {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  }
});

it('answers images from handlers that send their own reply, once', async () => {
  logLines.length = 0;
  const logo = await t.app.inject({ method: 'GET', url: '/api/v2/domain/app/logo/itsa' });
  expect(logo.statusCode).toBe(200);
  expect(logo.body).toContain('<svg');
  expect(logLines).toEqual([]);
});
