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
    // Isolated per file: sharing one module graph (isolate: false) passed alone but let a test that switches the
    // language or a module's cache leak into the next file in the same worker (decision 0101).
    // Bundled like the app, so the editor's tests run on the store hook the build gives Tiptap (vite.config.ts).
    server: { deps: { inline: [/[\\/]@tiptap[\\/]react[\\/]/] } },
    // CI runs the web tests beside the server's and the browser journeys on two cores: a page that renders in
    // 0.3 s idle took over 1 s there. Room for that, not a speed requirement (those live in docs/benchmarks.md).
    testTimeout: 20_000,
  },
});
