import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { tsImport } from 'tsx/esm/api';

import type { RouteDef } from '@feedmarket/contract/common/route';
import type { routes as contractRoutes } from '@feedmarket/contract/routes';

// Explicit root so `vite build apps/web` from the repository root and `npm run build -w` agree.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';

/**
 * The route table as the browser gets it: what a call sends (method, path, access, body type),
 * without the zod schemas and OpenAPI texts that only the server reads. The app never parses a route's
 * schemas (forms import theirs from the `*.schemas` modules; lint keeps it so), so zod and the schemas
 * load with the pages that validate, not with the first page.
 */
function browserRouteTable(): Plugin {
  const id = '\0browser-route-table';
  const sent = ({ method, path, access, bodyType }: RouteDef) => ({ method, path, access, bodyType });
  return {
    name: 'browser-route-table',
    enforce: 'pre',
    resolveId: (source) => (source === '@feedmarket/contract/routes' ? id : null),
    async load(loaded) {
      if (loaded !== id) return null;
      // The contract is TypeScript: read through tsx, whichever way Vite loaded this file.
      const { routes } = (await tsImport('@feedmarket/contract/routes', import.meta.url)) as {
        routes: typeof contractRoutes;
      };
      const table = Object.fromEntries(
        Object.entries(routes).map(([domain, domainRoutes]) => [
          domain,
          Object.fromEntries(Object.entries(domainRoutes).map(([name, route]) => [name, sent(route)])),
        ]),
      );
      return `export const routes = ${JSON.stringify(table)};`;
    },
  };
}

/** Plugins for the browser's build only: the server's (`--ssr`) draws pages and fetches nothing. */
const browserBuild = (_config: UserConfig, { command, isSsrBuild }: ConfigEnv) => command === 'build' && !isSsrBuild;

/** Pages whose code loads on demand, by the address prefix they answer, as `src/app/router.tsx` maps them. */
const lazyPages: Record<string, string> = {
  '/dashboard': 'src/app/routes/dashboard.tsx',
  '/supervisor': 'src/app/routes/supervisor.tsx',
  '/supply-data': 'src/app/routes/supply-data.tsx',
  '/developers': 'src/app/routes/developers.tsx',
  '/public': 'src/app/routes/public-feed.tsx',
};

/**
 * What the server adds to a page so that the browser need not run the app to learn it:
 * - `route-preloads.json`: for each address prefix of a page loaded on demand, the scripts of that
 *   page the first page's own do not already include. The server lists them in the page it sends for
 *   such an address, so the browser fetches them beside the app's scripts instead of after running them.
 * - `part-styles.json`: for each part loaded on demand (`lazyComponent(name, () => import(…))`), the
 *   stylesheets its code brings that the first page's do not include. The server links those of the
 *   parts it drew in a page, so the view paints styled before the parts' code has arrived.
 */
function pageAssets(): Plugin {
  const partModules = new Map<string, string>();
  return {
    name: 'page-assets',
    apply: browserBuild,
    // Before the code is compiled, while each part's name still stands beside its import.
    enforce: 'pre',
    async transform(code, id) {
      if (!id.startsWith(`${root}src/`) || !code.includes('lazyComponent(')) return null;
      for (const [, name, specifier] of code.matchAll(
        /lazyComponent\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
      )) {
        const resolved = await this.resolve(specifier!, id);
        if (resolved) partModules.set(name!, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const stylesOf = (files: Set<string>) =>
        new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`page-assets: no chunk holds ${module}`);
        return chunk;
      };
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const firstPage = closure(entry.fileName);
      const firstPageStyles = stylesOf(firstPage);
      const routePreloads = Object.fromEntries(
        Object.entries(lazyPages).map(([prefix, module]) => [
          prefix,
          [...closure(chunkOf(`${root}${module}`).fileName)]
            .filter((file) => !firstPage.has(file))
            .map((file) => `/${file}`),
        ]),
      );
      const partStyles = Object.fromEntries(
        [...partModules].map(([name, module]) => [
          name,
          [...stylesOf(closure(chunkOf(module).fileName))]
            .filter((file) => !firstPageStyles.has(file))
            .map((file) => `/${file}`),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routePreloads) });
      this.emitFile({ type: 'asset', fileName: 'part-styles.json', source: JSON.stringify(partStyles) });
    },
  };
}

/**
 * The page's scripts load and run once its first view has painted. The server drew that view
 * (`src/entry-server.tsx`): the browser shows it as soon as the stylesheets arrive, instead of first
 * fetching and running the app's code. The entry script and the links that preload its imports wait
 * in `<template id="app-scripts">` (the entry's marked `data-entry`), which `public/start.js` puts to
 * work after the first paint; the server adds the preloads of a page loaded on demand there too.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            links.unshift(`<link rel="modulepreload" crossorigin href="${src}" data-entry>`);
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, (tag) => {
            links.push(tag.trim());
            return '';
          });
        const template = `<template id="app-scripts">\n      ${links.join('\n      ')}\n    </template>\n    <script src="/start.js" defer></script>\n  `;
        return rest.replace('</head>', `  ${template}</head>`);
      },
    },
  };
}

/**
 * Marks the page's stylesheets with a React precedence. Mantine's responsive style props are style
 * elements React hoists into the head by precedence: without a precedence of their own the page's
 * stylesheets came after them and won, so a phone got the desktop's type sizes (`fz={{ base: 10 }}`
 * lost to Text's own font size). React puts a new precedence after the last one it finds.
 */
function stylesheetPrecedence(): Plugin {
  return {
    name: 'stylesheet-precedence',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll('<link rel="stylesheet"', '<link rel="stylesheet" data-precedence="app"'),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    browserRouteTable(),
    react(),
    pageAssets(),
    scriptsAfterFirstPaint(),
    stylesheetPrecedence(),
    // Brotli and gzip copies of every script, stylesheet and SVG, made once at build time at the
    // highest levels; the server sends the one the browser accepts. index.html is left out: the
    // server fills in the application id and compresses it as it sends it.
    { ...compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ }), apply: browserBuild },
  ],
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            // 48em is the spec's 768 px mobile breakpoint.
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  // The server's build draws pages' first views (`src/entry-server.tsx`): one file with its libraries,
  // so it runs without the web app's dependencies being resolvable from the server.
  ssr: { noExternal: true },
  // React's production build on the server too: the libraries pick their build by NODE_ENV when they
  // load, and the server does not set it (React's development build draws a page several times slower).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The first page's libraries in two chunks (React, which changes least, and the rest), so it
        // loads in a few requests; libraries that only lazy code uses (zod, the wizards' stepper, the
        // drop zone, the map) are split where that code loads them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'libs', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: true },
    },
  },
}));
