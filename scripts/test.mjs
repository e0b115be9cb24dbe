// `npm test`: installs what is missing (Chromium, promtool, and nginx on PostgreSQL), then lint, typecheck, i18n check, module-boundary check,
// architecture page's generated parts, unit + API tests, build, bundle budget and browser journeys. Ends with "N passed, N failed".

import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNginx } from './lib/nginx.mjs';
import { ensurePromtool } from './lib/promtool.mjs';
import { ensureBuilt, ensureChromium, ensureInstalled, root, run, runInBackground } from './lib/setup.mjs';

const started = Date.now();
ensureInstalled();
ensureChromium();
// The metrics test parses our Prometheus text with the real parser.
{
  const error = ensurePromtool();
  if (error) {
    console.error(`✗ ${error}`);
    process.exit(1);
  }
}
// The scale-out test (two instances behind nginx) runs on PostgreSQL only: PGlite is one process's database.
if (process.env.DATABASE_URL) {
  const error = ensureNginx();
  if (error) {
    console.error(`✗ ${error}`);
    process.exit(1);
  }
}

// Each heading says when the step began (seconds since `npm test` started), so a slow step shows in the log.
const step = (title) => console.log(`\n━━ ${title} (at ${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
step('Lint and format (biome)');
run('npx', ['biome', 'check', '.']);
step('Typecheck (in the background, beside every step after it)');
// bench/ too: the benchmarks import server code, and a moved file must not leave them broken.
// tsc keeps one core busy for one to two minutes. It used to be awaited before the tests, which then left the other
// core idle for over a minute after the build; now the tests start at once and its result is read at the end
// (decisions 0101, 0189). It writes only declaration files under node_modules/.tsc, which no test reads.
const typecheck = runInBackground('npx', ['tsc', '-b', 'packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'], {
  exitOnFailure: false,
});
step('Translations (en = fr)');
run('node', ['scripts/check-i18n.mjs']);
step('Server module boundaries');
run('node', ['scripts/check-modules.mjs']);
run('node', ['scripts/docs-architecture.mjs', '--check']);
step('Deploy files (dclint, dockerfile-utils, nginx -t)');
run('node', ['scripts/check-deploy.mjs']);
step('Build');
ensureBuilt({ force: true });
step('Bundle budget');
run('node', ['scripts/check-budget.mjs']);
step(`Unit, API and browser tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
const report = join(root, 'node_modules/.cache/vitest-report.json');
rmSync(report, { force: true });
const vitestStatus = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('close', (code) => resolve(code ?? 1));
});
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
} catch {
  failed = Math.max(failed, 1);
}
step('Typecheck (result)');
const typecheckStatus = await typecheck;
if (typecheckStatus !== 0) console.error('✗ typecheck failed (its errors are printed above)');
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll checks took ${minutes} min.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(vitestStatus === 0 && typecheckStatus === 0 && failed === 0 && passed > 0 ? 0 : 1);
