import { defineConfig } from 'vitest/config';

// Two projects: the server (node, real database) and the web app (jsdom).
export default defineConfig({
  test: {
    // Vitest's default on this project's 2-core machine is one worker (cores - 1): the files then ran one at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // One module graph per worker instead of one per file (decision 0101): every API test file imports the
          // whole app. Modules keep no state (check-modules rule g), each file builds its own app on its own clock.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/*/vitest.config.ts',
      './e2e/vitest.config.ts',
    ],
  },
});
