// The pre-commit hook (simple-git-hooks, installed by `npm install`): the cheap part of `npm run check`, a few
// seconds. Biome on the staged files, the en/fr translation check and the module-boundary check. The typecheck
// and the tests are `npm run check`'s. Skip it once with SKIP_SIMPLE_GIT_HOOKS=1.

import { run } from './lib/setup.mjs';

run('npx', ['biome', 'check', '--staged', '--no-errors-on-unmatched', '--files-ignore-unknown=true']);
run('node', ['scripts/check-i18n.mjs']);
run('node', ['scripts/check-modules.mjs']);
