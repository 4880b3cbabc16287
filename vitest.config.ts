import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest leaves a core to itself by default: on a 2-core machine, one worker.
          maxWorkers: 2,
          // Files share a worker's loaded modules instead of importing React and Mantine again each
          // (75 s → 40 s); the setup file resets what a file could leave behind.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          // A test mostly waits on the database server and the network: three files at once keep
          // two cores busy (one worker took 250 s, three 140 s).
          maxWorkers: 3,
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
