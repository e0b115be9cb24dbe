// JavaScript budget of the web app, measured from Vite's build manifest (apps/web/dist/.vite/manifest.json):
//   initial = the entry chunk + every chunk it statically imports (loaded or preloaded before first paint) <= 152.1 KiB gzip
//   route   = each lazily loaded chunk + its static imports not already in the initial set             <= 50 KiB gzip
//   staff   = the same for the administration pages (src/features/admin/)                               <= 64 KiB gzip
//   editor  = the content blocks' rich-text editor (src/features/cms/public/rich-text-editor.tsx), editors only  <= 136 KiB gzip
//   scorm   = the SCORM runtime (scorm-again's 1.2 or 2004 API), loaded only by a lesson slide playing a package <= 80 KiB gzip
// Usage: node scripts/check-budget.mjs   (after `npm run build -w @continuum/web`); exits 1 when over budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
// 152: 150.6 after per-component Mantine CSS and startApp (decision 0074), then the error dialog's policy (0070), the
// tours' triggers (0071) and the admin menu and routes (0075, 0076) on top; was 152 for the footers (0063).
// 152.1: the authoring studio's route and menu entry (decision 0203) were 28 bytes past 152 after every cut found.
// Staff pages are desktop tools of a few administrators, with forms validated by the contracts' zod schemas
// (~25 KiB shared with the learner's settings page); learners on a phone never load them (decision 0075).
// The content blocks' rich-text editor (Tiptap on ProseMirror, 127.5 KiB measured) is its own chunk, loaded only
// when a content editor or an administrator opens a block for editing; learners never load it (decision 0079).
// Chunk file names are hashes alone (decision 0095), which took ~900 bytes off the first load.
// The SCORM runtime (scorm-again, 77.1 KiB measured for 2004) is loaded by a SCORM slide only, once per lesson that
// plays a package; no other page loads it (decision 0201).
const BUDGET = { initial: 152.1 * KIB, route: 50 * KIB, staff: 64 * KIB, editor: 136 * KIB, scorm: 80 * KIB };
const isScormRuntime = (name) => name.includes('node_modules/scorm-again/');
const isStaffPage = (name) => name.startsWith('src/features/admin/');
const isEditor = (name) => name === 'src/features/cms/public/rich-text-editor.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build -w @continuum/web" first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
/** Gzip size (level 9, what a static pre-compression step would ship) of one emitted JS file. */
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk and everything it statically imports, transitively (manifest keys). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const jsSize = (keys) =>
  [...keys].filter((k) => manifest[k]?.file.endsWith('.js')).reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
const label = (key) => manifest[key]?.src ?? manifest[key]?.name ?? key;
const kib = (bytes) => (bytes / KIB).toFixed(1);

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
if (entries.length === 0) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const initial = new Set(entries.flatMap((k) => [...staticClosure(k)]));
const rows = [
  { kind: 'initial', name: entries.map(label).join(', '), bytes: jsSize(initial), budget: BUDGET.initial, chunks: initial.size },
];

for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const own = [...staticClosure(key)].filter((k) => !initial.has(k));
  const name = label(key);
  const staff = isStaffPage(name);
  const kind = isEditor(name) ? 'editor' : isScormRuntime(name) ? 'scorm' : staff ? 'staff' : 'route';
  rows.push({
    kind,
    name,
    bytes: jsSize(own),
    budget: BUDGET[kind],
    chunks: own.length,
  });
}
rows.sort((a, b) => (a.kind === b.kind ? b.bytes - a.bytes : a.kind === 'initial' ? -1 : 1));

const width = Math.max(...rows.map((r) => r.name.length), 10);
console.log(
  `${'kind'.padEnd(8)} ${'chunk'.padEnd(width)} ${'gzip KiB'.padStart(9)} ${'budget'.padStart(7)} ${'files'.padStart(5)}  status`,
);
let over = 0;
for (const r of rows) {
  const ok = r.bytes <= r.budget;
  if (!ok) over += 1;
  console.log(
    `${r.kind.padEnd(8)} ${r.name.padEnd(width)} ${kib(r.bytes).padStart(9)} ${kib(r.budget).padStart(7)} ${String(r.chunks).padStart(5)}  ${ok ? 'ok' : `OVER by ${r.bytes - r.budget} bytes`}`,
  );
}
if (over > 0) {
  console.error(`\n${over} chunk group(s) over budget.`);
  process.exit(1);
}
console.log('\nAll JavaScript within budget.');
