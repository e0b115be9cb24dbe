import { defineProject } from 'vitest/config';

// Browser journeys: Debian's Chromium driven by playwright-core against the real server, one file
// per journey, run one at a time so two cores are not shared by several browsers.
export default defineProject({
  test: {
    name: 'e2e',
    root: './e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
