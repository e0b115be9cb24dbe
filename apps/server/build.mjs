// Bundles the server into dist/ with its npm dependencies left external (they stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  packages: 'external',
  // The contracts workspace ships TypeScript source, so it is bundled rather than resolved at run time.
  plugins: [
    {
      name: 'bundle-contracts',
      setup(b) {
        b.onResolve({ filter: /^@continuum\/contracts$/ }, () => ({
          path: new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
