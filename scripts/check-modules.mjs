// Server module boundaries (decision 0059), checked over every production file of apps/server/src/modules:
//  (a) a file in modules/X imports another module Y only through modules/Y/index.ts;
//  (b) no import cycle between modules;
//  (c) route files (*routes.ts) import no table from platform/db/schema: queries belong in repos;
//  (d) a table is used only by the module that owns it (scripts/module-owners.json);
//  (e) a file using another module's service slot (`ctx.services.<slot>`, declared in that module's
//      app-services.ts, decision 0062) also imports that module's index.ts, so the dependency is seen (and
//      counted for cycles) like any other;
//  (f) a module's index.ts re-exports nothing from a repo (`export ... from './repo.js'`, types included) and no
//      value a repo declares, however it gets there (through another file, `export const x = repo.y`): callers in
//      other modules go through a service function of the owning module (decision 0114);
//  (g) no module-level state: no top-level `let`/`var` in a module's production files, and no function that sets
//      a top-level variable or a property of one (the provide*() setters); what an app holds lives in its
//      services, built by buildApp (decisions 0062, 0114).
// Today's violations are listed in scripts/module-baseline.txt, a ratchet: the check fails on a violation
// that is not in the baseline, and on a baselined one that has gone (delete its line), so the list only shrinks.
// Usage: node scripts/check-modules.mjs [--write-baseline] [--root=<dir>]   (--write-baseline rewrites the list: review its diff)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cycles,
  declaringFile,
  moduleOf,
  moduleState,
  readExports,
  readModuleFiles,
  serverSrc,
  serviceSlots,
  slotUses,
} from './lib/module-graph.mjs';

// --root=<dir>: check another tree laid out like this repository (the checker's own tests use one).
const rootArg = process.argv.find((a) => a.startsWith('--root='));
const root = rootArg ? resolve(rootArg.slice('--root='.length)) : join(dirname(fileURLToPath(import.meta.url)), '..');
const src = serverSrc(root);
const baselinePath = join(root, 'scripts/module-baseline.txt');
const ownersByModule = JSON.parse(readFileSync(join(root, 'scripts/module-owners.json'), 'utf8'));

const problems = [];
const owner = new Map();
for (const [module, tables] of Object.entries(ownersByModule)) {
  if (module.startsWith('$')) continue;
  for (const table of tables) {
    if (owner.has(table)) problems.push(`table ${table} has two owners in module-owners.json: ${owner.get(table)}, ${module}`);
    owner.set(table, module);
  }
}

const { files, tables } = readModuleFiles(src);
for (const table of new Set(tables.values()))
  if (!owner.has(table)) problems.push(`table ${table} has no owner in scripts/module-owners.json`);

const isRepo = (path) => /(^|-)repo\.ts$/.test(basename(path));
const violations = new Set();
const graph = new Map();
const edgeFiles = new Map();
let crossImports = 0;
let deepImports = 0;
let repoImports = 0;

for (const f of files) {
  if (!graph.has(f.module)) graph.set(f.module, new Set());
  for (const imp of f.imports) {
    const target = imp.target.startsWith('/') ? moduleOf(src, imp.target) : null;
    if (!target || target === f.module) continue;
    crossImports++;
    graph.get(f.module).add(target);
    const edge = `${f.module} -> ${target}`;
    if (!edgeFiles.has(edge)) edgeFiles.set(edge, []);
    edgeFiles.get(edge).push(f.file);
    const to = relative(src, imp.target);
    if (to !== `modules/${target}/index.ts`) {
      deepImports++;
      if (isRepo(to)) repoImports++;
      violations.add(`deep-import ${f.file} -> ${to}`);
    }
  }
  const isRoute = /routes\.ts$/.test(basename(f.file));
  for (const table of f.tables) {
    if (isRoute) violations.add(`route-table ${f.file} uses ${table}`);
    const tableOwner = owner.get(table);
    if (tableOwner && tableOwner !== f.module) violations.add(`table-owner ${f.file} uses ${table} (owner ${tableOwner})`);
  }
}

// (e) service slots: which module declares each slot of AppServices.
const slotOwner = serviceSlots(files);
for (const f of files) {
  for (const slot of slotUses(f)) {
    const slotModule = slotOwner.get(slot);
    if (!slotModule || slotModule === f.module) continue;
    graph.get(f.module).add(slotModule);
    const imported = f.imports.some((imp) => imp.target.startsWith('/') && moduleOf(src, imp.target) === slotModule);
    if (!imported) violations.add(`service-slot ${f.file} uses ${slot} (owner ${slotModule}) without importing its index.ts`);
  }
}

// (f) no repo behind a module's public surface: each name re-exported from a repo (types too), and each value a
// repo declares that index.ts exports by another way.
for (const f of files.filter((x) => x.file === `modules/${x.module}/index.ts`)) {
  for (const e of readExports(f.abs)) {
    const repo = e.from && isRepo(e.from) ? e.from : !e.typeOnly && e.name !== '*' ? declaringFile(f.abs, e.name) : null;
    if (repo && isRepo(repo)) violations.add(`repo-export ${f.file} exports ${e.name} (from ${relative(src, repo)})`);
  }
}

// (g) no module-level state.
for (const f of files)
  for (const state of moduleState(f.abs))
    violations.add(
      state.kind === 'let'
        ? `module-state ${f.file} declares let ${state.name}`
        : `module-state ${f.file} sets module-level ${state.name}`,
    );

const components = cycles(graph);
let cycleEdges = 0;
for (const component of components) {
  const members = new Set(component);
  for (const from of component)
    for (const to of graph.get(from) ?? [])
      if (members.has(to)) {
        cycleEdges++;
        violations.add(`cycle ${from} -> ${to}`);
      }
}

const count = (kind) => [...violations].filter((v) => v.startsWith(`${kind} `)).length;
console.log(
  [
    `modules: ${graph.size}, production files: ${files.length}`,
    `cross-module imports: ${crossImports} (through index.ts: ${crossImports - deepImports})`,
    `deep imports (not through index.ts): ${deepImports} in ${count('deep-import')} file->file pairs, of which into a repo: ${repoImports}`,
    `modules in cycles: ${components.reduce((n, c) => n + c.length, 0)} (${components.map((c) => c.join(', ')).join(' | ') || 'none'}), module edges inside cycles: ${cycleEdges}`,
    `route files using tables: ${count('route-table')}`,
    `table-owner violations (file, table): ${count('table-owner')}`,
    `service slots of another module used without importing it: ${count('service-slot')}`,
    `names index.ts files export from a repo: ${count('repo-export')}`,
    `module-level state (top-level let, or set by a function): ${count('module-state')}`,
  ].join('\n'),
);

const sorted = [...violations].sort();
if (process.argv.includes('--write-baseline')) {
  const header = '# Known module-boundary violations (scripts/check-modules.mjs). This list may only shrink.\n';
  writeFileSync(baselinePath, `${header}${sorted.join('\n')}\n`);
  console.log(`wrote ${sorted.length} violations to ${relative(root, baselinePath)}`);
} else {
  const baseline = new Set(
    existsSync(baselinePath)
      ? readFileSync(baselinePath, 'utf8')
          .split('\n')
          .filter((l) => l && !l.startsWith('#'))
      : [],
  );
  for (const v of sorted)
    if (!baseline.has(v)) {
      const edge = v.startsWith('cycle ') ? v.slice('cycle '.length) : null;
      const where = edge ? ` (imports: ${edgeFiles.get(edge)?.join(', ')})` : '';
      problems.push(`new violation: ${v}${where}`);
    }
  for (const v of baseline) if (!violations.has(v)) problems.push(`fixed, so delete it from scripts/module-baseline.txt: ${v}`);
  console.log(`baseline: ${baseline.size} known violations, now ${sorted.length}`);
}

if (problems.length) {
  console.error(`\n${problems.length} module-boundary problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  console.error(
    "Cross-module imports go through the other module's index.ts, which exports services, not repos; tables are queried by their owner (decisions 0059, 0114).",
  );
  process.exit(1);
}
console.log('module boundaries: ok');
