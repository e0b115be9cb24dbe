import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { tiptapOnReactsOwnStoreHook, webAlias } from './vite.config.ts';

export default defineProject({
  plugins: [react(), tiptapOnReactsOwnStoreHook()],
  resolve: { alias: webAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One module graph per worker instead of one per file: importing React, Mantine, the router and the
    // translations again for each of ~140 files was most of the web tests' time (decision 0101). The set-up file
    // still runs per file, and stubs and spies are undone after each test so nothing leaks to the next file.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    // Bundled like the app, so the editor's tests run on the store hook the build gives Tiptap (vite.config.ts).
    server: { deps: { inline: [/[\\/]@tiptap[\\/]react[\\/]/] } },
    // CI runs the web tests beside the server's and the browser journeys on two cores: a page that renders in
    // 0.3 s idle took over 1 s there. Room for that, not a speed requirement (those live in docs/benchmarks.md).
    testTimeout: 20_000,
  },
});
