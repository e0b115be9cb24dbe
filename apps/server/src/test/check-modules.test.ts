import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/check-modules.mjs (decision 0059) run on a small tree laid out like the repository: two modules,
// a and b, owning tables t_a and t_b.
const script = fileURLToPath(new URL('../../../../scripts/check-modules.mjs', import.meta.url));
let root: string;

function put(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
const mod = (path: string, text: string) => put(`apps/server/src/modules/${path}`, text);

function check(...args: string[]) {
  const res = spawnSync(process.execPath, [script, `--root=${root}`, ...args], { encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-modules-'));
  put('scripts/module-owners.json', JSON.stringify({ a: ['t_a'], b: ['t_b'] }));
  put(
    'apps/server/src/platform/db/schema/index.ts',
    "export const ta = pgTable('t_a', {});\nexport const tb = pgTable('t_b', {});\n",
  );
  mod('a/index.ts', "export { f } from './service.js';\n");
  mod('a/service.ts', "import { g } from '../b/index.js';\nexport const f = () => g;\n");
  mod('b/index.ts', "export { g } from './service.js';\n");
  mod('b/service.ts', 'export const g = 1;\n');
  mod('b/repo.ts', "import { tb } from '../../platform/db/schema/index.js';\nexport const r = () => tb;\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-modules', () => {
  it('passes imports through index.ts and a module using its own table; tests may reach anywhere', () => {
    mod('a/x.test.ts', "import { r } from '../b/repo.js';\nexport const t = r;\n");
    const { status, out } = check();
    expect(out).toContain('module boundaries: ok');
    expect(out).toContain('cross-module imports: 1 (through index.ts: 1)');
    expect(status).toBe(0);
  });

  it('fails on a deep import into another module’s repo and counts it', () => {
    mod('a/x.ts', "import { r } from '../b/repo.js';\nexport const x = r;\n");
    const { status, out } = check();
    expect(out).toContain('new violation: deep-import modules/a/x.ts -> modules/b/repo.ts');
    expect(out).toContain('of which into a repo: 1');
    expect(status).toBe(1);
  });

  it('fails on a cycle between modules, type-only imports included', () => {
    mod('b/service.ts', "import type { f } from '../a/index.js';\nexport const g = 1;\nexport type F = typeof f;\n");
    const { status, out } = check();
    expect(out).toContain('modules in cycles: 2 (a, b)');
    expect(out).toContain('new violation: cycle a -> b');
    expect(out).toContain('new violation: cycle b -> a');
    expect(status).toBe(1);
  });

  it('fails on a route file using a table, and on a table used outside its owner (symbol or raw SQL)', () => {
    mod('a/routes.ts', "import { ta } from '../../platform/db/schema/index.js';\nexport const routes = ta;\n");
    mod('a/report.ts', "import { sql } from 'drizzle-orm';\nexport const q = sql`select count(*) from t_b`;\n");
    const { status, out } = check();
    expect(out).toContain('new violation: route-table modules/a/routes.ts uses t_a');
    expect(out).toContain('new violation: table-owner modules/a/report.ts uses t_b (owner b)');
    expect(status).toBe(1);
  });

  it('reads a statement kept as plain text (a named prepared statement) as raw SQL, and not every string', () => {
    mod(
      'a/prepared.ts',
      'export const Q = `\n  with mv as (update t_a set x = 1 returning id)\n  select * from mv join t_b on true`;\n',
    );
    mod('a/words.ts', "export const hint = 'Select a date from the list';\n");
    const { status, out } = check();
    expect(out).toContain('new violation: table-owner modules/a/prepared.ts uses t_b (owner b)');
    expect(out).not.toContain('modules/a/words.ts');
    expect(status).toBe(1);
  });

  it('sees a use of another module’s service slot: an import of its index.ts is required and the edge counts for cycles', () => {
    mod(
      'b/app-services.ts',
      'declare module "../../platform/context.js" {\n  interface AppServices {\n    bCache: Map<number, number>;\n  }\n}\n',
    );
    mod(
      'a/cache-user.ts',
      'export const peek = (ctx: { services: { bCache: Map<number, number> } }) => ctx.services.bCache.size;\n',
    );
    expect(check().out).toContain(
      'new violation: service-slot modules/a/cache-user.ts uses bCache (owner b) without importing its index.ts',
    );
    // b using a's slot while a imports b is a cycle, though b imports nothing of a.
    mod(
      'a/app-services.ts',
      'declare module "../../platform/context.js" {\n  interface AppServices {\n    aCache: Set<number>;\n  }\n}\n',
    );
    mod('b/peek.ts', 'export const peekA = (ctx: { services: { aCache: Set<number> } }) => ctx.services.aCache.size;\n');
    const { status, out } = check();
    expect(out).toContain('new violation: cycle b -> a');
    expect(status).toBe(1);
  });

  it('fails on an index.ts exporting from a repo, types included, or a repo’s value through another file or an alias', () => {
    mod(
      'b/repo.ts',
      "import { tb } from '../../platform/db/schema/index.js';\nexport const r = () => tb;\nexport type Row = { id: number };\n",
    );
    mod('b/index.ts', "export { g } from './service.js';\nexport { r, type Row } from './repo.js';\n");
    let { status, out } = check();
    expect(out).toContain('new violation: repo-export modules/b/index.ts exports r (from modules/b/repo.ts)');
    expect(out).toContain('new violation: repo-export modules/b/index.ts exports Row (from modules/b/repo.ts)');
    expect(status).toBe(1);
    // Through a file that passes the repo's function on, or an alias of it: still the repo's.
    mod('b/reads.ts', "import * as repo from './repo.js';\nexport { r } from './repo.js';\nexport const r2 = repo.r;\n");
    mod('b/index.ts', "export { g } from './service.js';\nexport { r, r2 } from './reads.js';\n");
    ({ status, out } = check());
    expect(out).toContain('new violation: repo-export modules/b/index.ts exports r (from modules/b/repo.ts)');
    expect(out).toContain('new violation: repo-export modules/b/index.ts exports r2 (from modules/b/repo.ts)');
    expect(out).toContain('names index.ts files export from a repo: 2');
    expect(status).toBe(1);
    // A service function of the module that calls its repo is the way.
    mod('b/reads.ts', "import * as repo from './repo.js';\n/** b's rows. */\nexport function rows() {\n  return repo.r();\n}\n");
    mod('b/index.ts', "export { rows } from './reads.js';\nexport { g } from './service.js';\n");
    ({ status, out } = check());
    expect(out).toContain('module boundaries: ok');
    expect(status).toBe(0);
  });

  it('fails on module-level state: a top-level let, and a provide*() setter of a top-level object', () => {
    mod('a/memo.ts', 'let cache: number | null = null;\nexport const get = () => (cache ??= 1);\n');
    mod(
      'b/clock.ts',
      'const provided: { now: () => number } = { now: () => 0 };\nexport function provideNow(now: () => number) {\n  provided.now = now;\n}\n',
    );
    const { status, out } = check();
    expect(out).toContain('new violation: module-state modules/a/memo.ts declares let cache');
    expect(out).toContain('new violation: module-state modules/a/memo.ts sets module-level cache');
    expect(out).toContain('new violation: module-state modules/b/clock.ts sets module-level provided');
    expect(out).toContain('module-level state (top-level let, or set by a function): 3');
    expect(status).toBe(1);
  });

  it('allows constants, state local to a function (a parameter or variable of the same name), and tests', () => {
    mod(
      'a/fine.ts',
      [
        "const RULES = { max: 3 };\nexport const LIMITS = new Map([['a', 1]]);",
        'export function count(RULES: { max: number }) {\n  let n = 0;\n  RULES.max = 1;\n  n++;\n  return n;\n}',
        'export function shadow() {\n  const LIMITS = { x: 1 };\n  LIMITS.x = 2;\n  return LIMITS.x + RULES.max;\n}',
        '',
      ].join('\n'),
    );
    mod('a/x.test.ts', 'let calls = 0;\nexport const t = () => calls++;\n');
    const { status, out } = check();
    expect(out).toContain('module-level state (top-level let, or set by a function): 0');
    expect(status).toBe(0);
  });

  it('fails on a table without an owner', () => {
    put(
      'apps/server/src/platform/db/schema/index.ts',
      "export const ta = pgTable('t_a', {});\nexport const tc = pgTable('t_c', {});\n",
    );
    const { status, out } = check();
    expect(out).toContain('table t_c has no owner');
    expect(status).toBe(1);
  });

  it('accepts baselined violations and fails once one has gone, so the baseline only shrinks', () => {
    mod('a/x.ts', "import { r } from '../b/repo.js';\nexport const x = r;\n");
    expect(check('--write-baseline').status).toBe(0);
    expect(check().status).toBe(0);
    mod('a/x.ts', "import { g } from '../b/index.js';\nexport const x = g;\n");
    const { status, out } = check();
    expect(out).toContain(
      'fixed, so delete it from scripts/module-baseline.txt: deep-import modules/a/x.ts -> modules/b/repo.ts',
    );
    expect(status).toBe(1);
  });
});
