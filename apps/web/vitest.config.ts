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
    // One module graph per worker, not one per file (decision 0101): each file's own set-up cost about 3 s, 147
    // times. What made files fail after others in the same worker was a lazy import still loading when a file
    // ended: its failure stayed in the module runner for the next files. test/setup.ts now loads every app module
    // once per worker first and ends what a page keeps for its lifetime after each test (shuffled orders, seeds 1,
    // 2, 3, 5, 7, 11, 13 and 17, all pass)..
    isolate: false,
    // Bundled like the app, so the editor's tests run on the store hook the build gives Tiptap (vite.config.ts).
    server: { deps: { inline: [/[\\/]@tiptap[\\/]react[\\/]/] } },
    // CI runs the web tests beside the server's and the browser journeys on two cores: a page that renders in
    // 0.3 s idle took over 1 s there. Room for that, not a speed requirement (those live in docs/benchmarks.md).
    testTimeout: 20_000,
  },
});
