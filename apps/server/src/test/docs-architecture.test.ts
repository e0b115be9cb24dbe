import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/docs-architecture.mjs (decision 0113) run on a small tree laid out like the repository: module a imports
// module b; b owns t_b and declares three routes (one in a loop of two); the platform owns t_p.
const script = fileURLToPath(new URL('../../../../scripts/docs-architecture.mjs', import.meta.url));
let root: string;

function put(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
const mod = (path: string, text: string) => put(`apps/server/src/modules/${path}`, text);
const doc = () => readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const section = (name: string) => `<!-- generated:${name} -->\n<!-- /generated -->\n`;

function run(...args: string[]) {
  const res = spawnSync(process.execPath, [script, `--root=${root}`, ...args], { encoding: 'utf8' });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'docs-architecture-'));
  put('scripts/module-owners.json', JSON.stringify({ a: ['t_a'], b: ['t_b'], platform: ['t_p'] }));
  put(
    'apps/server/src/platform/db/schema/index.ts',
    "export const ta = pgTable('t_a', {});\nexport const tb = pgTable('t_b', {});\nexport const tp = pgTable('t_p', {});\n",
  );
  mod('a/index.ts', "export { f } from './service.js';\nexport type { A } from './types.js';\n");
  mod('a/service.ts', "import { g } from '../b/index.js';\nexport const f = () => g;\n");
  mod('a/types.ts', 'export interface A { x: number }\n');
  mod('b/index.ts', "export { g } from './service.js';\nexport { bRoutes } from './routes.js';\n");
  mod('b/service.ts', "import { tb } from '../../platform/db/schema/index.js';\nexport const g = () => tb;\n");
  mod(
    'b/routes.ts',
    [
      'export const bRoutes = () => async (f) => {',
      "  f.get('/api/b', { config: { access: 'public' } }, () => 1);",
      "  for (const p of ['/api/b/1', '/api/b/2'] as const) f.post(p, { config: { access: 'public' } }, () => 1);",
      "  f.get('/not/a/route/without/config');",
      '};',
      '',
    ].join('\n'),
  );
  put(
    'docs/architecture.md',
    `# Architecture\n\n${section('summary')}\n${section('layers')}\n## What each module does\n\n- **a**: uses b\n- **b**: owns t_b\n\n## Module map\n\n${section('modules')}\n## Data\n\n${section('tables')}`,
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('docs-architecture', () => {
  it('writes the module map, layers, table owners and route counts from the code; --check then passes', () => {
    expect(run().status).toBe(0);
    const text = doc();
    expect(text).toContain("2 modules, 3 routes declared in their files, 3 tables (1 of them the platform's), 2 layers.");
    expect(text).toContain('| a | 1 | 0 | t_a | b | type A, f |');
    expect(text).toContain('| b | 0 | 3 | t_b | - | bRoutes, g |');
    expect(text).toContain('- 0: b\n- 1: a\n');
    expect(text).toContain('- a: t_a\n- b: t_b\n- platform: t_p\n');
    expect(text).toContain('## What each module does\n\n- **a**: uses b');
    const check = run('--check');
    expect(check.out).toContain('up to date');
    expect(check.status).toBe(0);
  });

  it('--check fails, naming the stale sections, when the code has moved on, and writes nothing', () => {
    expect(run().status).toBe(0);
    mod('b/more-routes.ts', "export const more = () => async (f) => f.delete('/api/b', { config: {} }, () => 1);\n");
    const before = doc();
    const stale = run('--check');
    expect(stale.out).toContain('generated section "summary" is stale');
    expect(stale.out).toContain('generated section "modules" is stale');
    expect(stale.out).not.toContain('"layers" is stale');
    expect(stale.status).toBe(1);
    expect(doc()).toBe(before);
    expect(run().status).toBe(0);
    expect(doc()).toContain('| b | 0 | 4 | t_b |');
    expect(run('--check').status).toBe(0);
  });

  it('fails on a module the hand-written list misses or a name that is no module, and on a missing section', () => {
    expect(run().status).toBe(0);
    mod('c/index.ts', 'export const c = 1;\n');
    put('docs/architecture.md', doc().replace('- **b**: owns t_b', '- **gone**: was here'));
    const off = run('--check');
    expect(off.out).toContain('"What each module does" has no line for module b');
    expect(off.out).toContain('"What each module does" has no line for module c');
    expect(off.out).toContain('"What each module does" describes gone, which is not a module');
    expect(off.status).toBe(1);
    put('docs/architecture.md', doc().replace(/<!-- generated:tables -->[\s\S]*?<!-- \/generated -->\n/, ''));
    expect(run('--check').out).toContain('has no <!-- generated:tables -->');
  });
});
