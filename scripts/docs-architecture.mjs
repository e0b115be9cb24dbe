// `npm run docs:architecture`: writes the parts of docs/architecture.md that the code can tell (decision 0113),
// between `<!-- generated:NAME -->` and `<!-- /generated -->`:
//   summary   how many modules, routes and tables;
//   modules   each server module: its layer, routes, tables owned, the modules it imports, its public surface
//             (what its index.ts exports);
//   layers    the modules by layer (a module's layer is one above the highest layer it imports; 0 imports nothing);
//   tables    every table of the schema by owner (scripts/module-owners.json).
// It also holds the hand-written list under "## What each module does" to the modules that exist (one
// `- **name**:` line each). --check writes nothing and exits 1 when a generated part is stale or the list is off
// (npm test runs it next to the module-boundary check).
// Usage: node scripts/docs-architecture.mjs [--check] [--root=<dir>]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, moduleGraph, readExports, readModuleFiles, serverSrc } from './lib/module-graph.mjs';

const rootArg = process.argv.find((a) => a.startsWith('--root='));
const root = rootArg ? resolve(rootArg.slice('--root='.length)) : join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const docPath = join(root, 'docs/architecture.md');
const src = serverSrc(root);

const ownersByModule = JSON.parse(readFileSync(join(root, 'scripts/module-owners.json'), 'utf8'));
const { files, tables } = readModuleFiles(src);
const graph = moduleGraph(src, files);
const modules = [...graph.keys()].sort();

// Layers: longest import chain below a module. A cycle (check-modules fails on one) is reported, not followed.
const inCycle = new Set(cycles(graph).flat());
const layer = new Map();
const layerOf = (m) => {
  if (!layer.has(m)) {
    layer.set(m, 0);
    const below = [...graph.get(m)].filter((d) => !(inCycle.has(m) && inCycle.has(d)));
    layer.set(m, below.length ? 1 + Math.max(...below.map(layerOf)) : 0);
  }
  return layer.get(m);
};
for (const m of modules) layerOf(m);

const routes = new Map(modules.map((m) => [m, 0]));
for (const f of files) routes.set(f.module, (routes.get(f.module) ?? 0) + f.routes);

const surface = (m) => {
  let exported;
  try {
    exported = readExports(join(src, 'modules', m, 'index.ts'));
  } catch {
    return '(no index.ts)';
  }
  return exported
    .map((e) => (e.name === '*' ? `* from ${e.spec}` : e.typeOnly ? `type ${e.name}` : e.name))
    .sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''), 'en'))
    .join(', ');
};

const schemaTables = [...new Set(tables.values())].sort();
const ownerOf = new Map();
for (const [owner, owned] of Object.entries(ownersByModule)) {
  if (owner.startsWith('$')) continue;
  for (const t of owned) ownerOf.set(t, owner);
}
const owned = (owner) => schemaTables.filter((t) => ownerOf.get(t) === owner);
const totalRoutes = [...routes.values()].reduce((a, b) => a + b, 0);
const layerCount = Math.max(0, ...layer.values()) + 1;

const sections = {
  summary: [
    `${modules.length} modules, ${totalRoutes} routes declared in their files, ${schemaTables.length} tables ` +
      `(${owned('platform').length} of them the platform's), ${layerCount} layers.`,
  ],
  modules: [
    '| module | layer | routes | tables owned | imports (modules) | public surface (index.ts) |',
    '|---|---|---|---|---|---|',
    ...modules.map(
      (m) =>
        `| ${m} | ${layer.get(m)}${inCycle.has(m) ? ' (cycle)' : ''} | ${routes.get(m)} | ${owned(m).join(', ') || '-'} | ` +
        `${[...graph.get(m)].sort().join(', ') || '-'} | ${surface(m)} |`,
    ),
  ],
  layers: Array.from({ length: layerCount }, (_, n) => `- ${n}: ${modules.filter((m) => layer.get(m) === n).join(', ')}`),
  tables: [
    ...[...new Set([...modules, 'platform'])]
      .filter((owner) => owned(owner).length)
      .map((owner) => `- ${owner}: ${owned(owner).join(', ')}`),
    ...schemaTables.filter((t) => !ownerOf.has(t)).map((t) => `- (no owner in scripts/module-owners.json): ${t}`),
  ],
};

const problems = [];
const doc = readFileSync(docPath, 'utf8');
let next = doc;
for (const [name, lines] of Object.entries(sections)) {
  const pattern = new RegExp(`(<!-- generated:${name} -->\\n)[\\s\\S]*?(<!-- /generated -->)`);
  if (!pattern.test(next)) {
    problems.push(`docs/architecture.md has no <!-- generated:${name} --> ... <!-- /generated --> section`);
    continue;
  }
  const before = next;
  next = next.replace(pattern, (_, open, close) => `${open}${lines.join('\n')}\n${close}`);
  if (check && next !== before) problems.push(`generated section "${name}" is stale`);
}

// The hand-written line per module: one for each module that exists, none for a module that does not.
const described = doc.match(/\n## What each module does\n([\s\S]*?)(\n## |$)/)?.[1] ?? '';
const named = new Set([...described.matchAll(/^- \*\*([\w-]+)\*\*/gm)].map((m) => m[1]));
for (const m of modules) if (!named.has(m)) problems.push(`"What each module does" has no line for module ${m}`);
for (const m of named) if (!graph.has(m)) problems.push(`"What each module does" describes ${m}, which is not a module`);

if (!check && next !== doc) {
  writeFileSync(docPath, next);
  console.log(`wrote the generated sections of ${relative(root, docPath)}`);
}
if (problems.length) {
  console.error(`docs/architecture.md:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  if (check) console.error('Run `npm run docs:architecture` and review the diff (decision 0113).');
  process.exit(1);
}
console.log(`docs/architecture.md: ${check ? 'up to date' : 'ok'} (${modules.length} modules, ${schemaTables.length} tables)`);
