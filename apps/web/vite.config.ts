import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Explicit root so `vite build apps/web` from the repository root and `npm run build -w` agree.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  root,
  plugins: [
    react(),
    // Brotli and gzip copies of every script, stylesheet and SVG, made once at build time at the
    // highest levels; the server sends the one the browser accepts. index.html is left out: the
    // server fills in the application id and compresses it as it sends it.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: /\.html$/ }),
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
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The first page's libraries in two chunks (React, which changes least, and the rest), so it
        // loads in a few requests; libraries that only lazy pages use (the wizards' stepper, the drop
        // zone, the map) are split where those pages load them.
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
});
