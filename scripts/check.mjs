// `npm run check [-- <git ref>]`: the fast tier for daily work, in under two minutes. Lint and format, the
// typecheck, the translation and module-boundary checks, then the unit and API tests that the files changed since
// <ref> (default: the last commit, i.e. what is not committed yet) can affect: vitest follows the import graph.
// The browser journeys, the build and the bundle budget are left to `npm test`.

import { ensureInstalled, run } from './lib/setup.mjs';

const ref = process.argv[2] ?? 'HEAD';
const started = Date.now();
ensureInstalled();
const step = (title) => console.log(`\n━━ ${title} ━━`);
step('Lint and format (biome)');
run('npx', ['biome', 'check', '.']);
step('Typecheck');
run('npx', ['tsc', '-b', 'packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench']);
step('Translations (en = fr), module boundaries');
run('node', ['scripts/check-i18n.mjs']);
run('node', ['scripts/check-modules.mjs']);
step(`Tests of what changed since ${ref}`);
run('npx', [
  'vitest',
  'run',
  `--changed=${ref}`,
  '--passWithNoTests',
  '--project',
  'server',
  '--project',
  'web',
  '--project',
  'contracts',
]);
console.log(`\nnpm run check took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
