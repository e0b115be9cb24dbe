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
    // Isolated per file (decision 0101): with one module graph per worker, forum-header, the typing modal and the
    // CMS blocks page failed after some other files in the same worker (focus and typing went astray), in two
    // different orders, while each passes alone; the shared state behind it is not found yet.
    // Bundled like the app, so the editor's tests run on the store hook the build gives Tiptap (vite.config.ts).
    server: { deps: { inline: [/[\\/]@tiptap[\\/]react[\\/]/] } },
    // CI runs the web tests beside the server's and the browser journeys on two cores: a page that renders in
    // 0.3 s idle took over 1 s there. Room for that, not a speed requirement (those live in docs/benchmarks.md).
    testTimeout: 20_000,
  },
});
