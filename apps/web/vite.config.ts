import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

// Explicit root so `vite build apps/web` from the repository root and `npm run build -w` agree.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';
/** Libraries only some pages use, left to the chunks of those pages (patterns of package names). */
const lazyLibraries = [
  'maplibre-gl',
  'world-atlas',
  'topojson-client',
  '@mantine[\\\\/]charts',
  'recharts',
  'victory-vendor',
  'd3-[a-z-]+',
  'internmap',
  '@reduxjs[\\\\/]toolkit',
  'react-redux',
  'redux',
  'redux-thunk',
  'reselect',
  'immer',
  'es-toolkit',
  'decimal\\.js-light',
  'eventemitter3',
  'tiny-invariant',
  'use-sync-external-store',
];

export default defineConfig({
  root,
  plugins: [react()],
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
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            {
              name: 'mantine',
              test: /node_modules[\\/](?!@mantine[\\/]charts[\\/])(@mantine|@floating-ui|@tabler)[\\/]/,
              priority: 2,
            },
            // The Markdown reader and what it brings load with the content pages and the user agreement.
            { name: 'markdown', test: /node_modules[\\/](react-markdown|remark-gfm)[\\/]/, priority: 2 },
            // The map library and the country outlines stay out: they load only when a map opens; so do the
            // chart libraries, which load with the first chart.
            {
              name: 'libs',
              test: new RegExp(`node_modules[\\\\/](?!(${lazyLibraries.join('|')})[\\\\/])`),
              priority: 1,
            },
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
});
