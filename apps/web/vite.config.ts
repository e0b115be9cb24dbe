import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Paths the Fastify server owns; the dev server forwards them so the app runs same-origin. */
const SERVER_PREFIXES = ['api', 'management', 'admin', 'auth', 'pdf', 'asset-storage', 'app', 'metrics'];
const API_TARGET = 'http://localhost:8080';

export const webAlias = { '@': new URL('./src', import.meta.url).pathname };

/**
 * react-router 7's package exports always point at its development build (remix-run/react-router#12532,
 * #14102): production builds use the production files it also ships, without dev-only warnings and code.
 */
function reactRouterProduction(): string {
  return new URL(import.meta.resolve('react-router')).pathname.replace('/dist/development/', '/dist/production/');
}

/**
 * Tiptap's React bindings (the content blocks' editor, a lazy chunk) import use-sync-external-store's shim; the app's
 * runtime chunk holds that shim too, and the editor's chunk importing it from there made the runtime export one more
 * name, which grew every first load (decision 0079). Tiptap gets React's own hook instead.
 */
export function tiptapOnReactsOwnStoreHook(): Plugin {
  const target = new URL('./src/features/cms/public/sync-external-store.ts', import.meta.url).pathname;
  return {
    name: 'tiptap-on-reacts-own-store-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes('/@tiptap/react/') && source.startsWith('use-sync-external-store/shim') ? target : null;
    },
  };
}

/** Chunks of the staff-only screens, by the file name the build gives them (see build.modulePreload). */
const STAFF_NAME = /^(admin-routes|email-view-page|instructor-console|staff-nav)$/;
const STAFF_CHUNK = /(^|\/)(admin-routes|email-view-page|instructor-console|staff-nav)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tiptapOnReactsOwnStoreHook()],
  resolve: {
    alias: command === 'build' ? { ...webAlias, 'react-router': reactRouterProduction() } : webAlias,
  },
  build: {
    modulePreload: {
      // Staff screens (administration, the instructor console, the e-mail view) are fetched without preloading the
      // JavaScript they import (their CSS still is): each preload list names its files in the entry chunk, which
      // every learner downloads first, for screens most of them never open. A staff page costs one more round trip.
      resolveDependencies: (filename, deps) => (STAFF_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    // scripts/check-budget.mjs reads dist/.vite/manifest.json to measure the initial and lazy chunks.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry chunk carries every lazy chunk's file name in its preload map
        // (__vite__mapDeps), which every learner downloads first; readable names cost ~1 KiB gzip there (decision 0095).
        // Staff chunks keep their names, which build.modulePreload above recognises them by.
        chunkFileNames: (chunk) => (STAFF_NAME.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        assetFileNames: 'assets/[hash][extname]',
        // The libraries every page needs travel in one chunk: split across several small shared chunks (which the
        // bundler does as soon as lazy pages use them too), gzip compresses each apart and the initial load grew ~2 KiB.
        advancedChunks: {
          groups: [
            {
              name: 'runtime',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // The contracts workspace is schemas and constants without import-time effects, but its package.json
        // does not say so; without this every zod schema (and zod) would land in the initial chunk as soon as
        // the shell imports one constant.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    // Regex keys ("^/app(/|$)") so a client route such as /application is never forwarded.
    proxy: Object.fromEntries(SERVER_PREFIXES.map((p) => [`^/${p}(/|$)`, { target: API_TARGET }])),
  },
}));
