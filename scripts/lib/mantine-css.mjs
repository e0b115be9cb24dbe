// Which of Mantine's per-component stylesheets (@mantine/core/styles/<Name>.css) a component needs, read from the
// installed package itself, so an upgrade that moves a dependency (Select starting to use Popover, say) is followed
// without a hand-kept table. Used by apps/web/src/mantine-styles.test.ts (decision 0074).
//
// How: esm/index.mjs maps each export to its module; the module's relative imports, followed transitively, reach
// every CSS module (*.module.mjs, a map of class name -> hashed class) the component renders with; each hashed
// class is defined in exactly one file of styles/. Over-approximates (Button lists Loader for its loading state),
// never under-approximates.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const mantineDir = join(root, 'node_modules/@mantine/core');
const esmDir = join(mantineDir, 'esm');
const stylesDir = join(mantineDir, 'styles');

/** The stylesheets every page needs before any component: reset, theme variables, global classes. */
export const BASE_STYLESHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'];

const IMPORT_FROM = /(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

let cache;
function load() {
  if (cache) return cache;
  const exportsToFile = new Map();
  for (const m of readFileSync(join(esmDir, 'index.mjs'), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const part of m[1].split(',')) {
      const [, local] = part.trim().split(/\s+as\s+/);
      const name = (local ?? part).trim();
      if (name) exportsToFile.set(name, resolve(esmDir, m[2]));
    }
  }
  // hashed class -> stylesheet file name (the plain files; *.layer.css are the same rules in @layer mantine)
  const classToSheet = new Map();
  const sheets = readdirSync(stylesDir).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'));
  for (const sheet of sheets) {
    for (const m of readFileSync(join(stylesDir, sheet), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (!classToSheet.has(m[1])) classToSheet.set(m[1], sheet);
    }
  }
  // Mantine's own order (styles.css concatenates the files so dependencies come first, e.g. UnstyledButton
  // before Button): the order a file's imports must follow, since equal-specificity rules on one element
  // (Button's root carries both classes) are settled by source order.
  const whole = readFileSync(join(mantineDir, 'styles.css'), 'utf8');
  const order = new Map();
  for (const sheet of sheets) {
    const text = readFileSync(join(stylesDir, sheet), 'utf8').trim();
    const at = whole.indexOf(text.slice(0, 400));
    order.set(sheet, at < 0 ? Number.MAX_SAFE_INTEGER : at);
  }
  cache = { exportsToFile, classToSheet, order, sheets: new Set(sheets) };
  return cache;
}

/** Transitive closure of an esm module's relative imports (files). */
function moduleClosure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT_FROM)) moduleClosure(resolve(dirname(file), m[1]), seen);
  return seen;
}

const sheetsCache = new Map();
/**
 * The stylesheets (file names in @mantine/core/styles/, Mantine's order) the export needs; [] for exports that
 * render nothing styled (Box, hooks, theme helpers); undefined for a name @mantine/core does not export.
 */
export function stylesheetsFor(exportName) {
  if (sheetsCache.has(exportName)) return sheetsCache.get(exportName);
  const { exportsToFile, classToSheet } = load();
  const file = exportsToFile.get(exportName);
  if (!file) return undefined;
  const needed = new Set();
  for (const f of moduleClosure(file)) {
    if (!f.endsWith('.module.mjs')) continue;
    for (const m of readFileSync(f, 'utf8').matchAll(/"(m_[0-9a-f]+)"/g)) {
      const sheet = classToSheet.get(m[1]);
      if (sheet) needed.add(sheet);
    }
  }
  const sorted = sortStylesheets([...needed]);
  sheetsCache.set(exportName, sorted);
  return sorted;
}

/** Sorts stylesheet file names in the order Mantine's styles.css has them (base files first). */
export function sortStylesheets(names) {
  const { order } = load();
  const rank = (n) => {
    const base = BASE_STYLESHEETS.indexOf(n);
    return base >= 0 ? base - BASE_STYLESHEETS.length : (order.get(n) ?? Number.MAX_SAFE_INTEGER);
  };
  return [...names].sort((a, b) => rank(a) - rank(b));
}

/** Whether `name` is a stylesheet of @mantine/core/styles/. */
export function isMantineStylesheet(name) {
  return load().sheets.has(name);
}

const webSrc = join(root, 'apps/web/src');
/** The module whose stylesheet imports every page gets (imported first by main.tsx). */
export const SHARED_STYLES_MODULE = 'apps/web/src/app/mantine-shared-styles.ts';

const MANTINE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const STYLESHEET_IMPORT = /import\s+['"]@mantine\/core\/(styles\/)?([^'"]+\.css)['"]/g;
const LOCAL_CSS_IMPORT = /import\s+(?:\w+\s+from\s+)?['"]\.{1,2}\/[^'"]+\.css['"]/g;

/** Value (not type) names a source file imports from '@mantine/core'. */
export function mantineImportsOf(text) {
  const names = [];
  for (const m of text.matchAll(MANTINE_IMPORT)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Stylesheets a file imports from @mantine/core, in order, with their position in the text. */
function stylesheetImportsOf(text) {
  return [...text.matchAll(STYLESHEET_IMPORT)].map((m) => ({ sheet: m[2], whole: !m[1], index: m.index }));
}

const importLine = (sheet) => `import '@mantine/core/styles/${sheet}';`;

/**
 * Problems (one string each, saying which import to add or move) in the given sources: files use Mantine
 * components whose stylesheets neither they nor the shared module import, imports out of Mantine's order or
 * after the file's own CSS, the whole styles.css, unknown sheet names.
 * @param {{ path: string, text: string }[]} files  sources relative to the repository root
 * @param {string} sharedText  the shared module's source
 */
export function findStyleProblems(files, sharedText) {
  const problems = [];
  const shared = new Set(stylesheetImportsOf(sharedText).map((s) => s.sheet));
  const sharedOrder = stylesheetImportsOf(sharedText).map((s) => s.sheet);
  if (BASE_STYLESHEETS.some((s, i) => sharedOrder[i] !== s)) {
    problems.push(
      `${SHARED_STYLES_MODULE}: must start with\n${BASE_STYLESHEETS.map(importLine).join('\n')}\n(found ${sharedOrder.slice(0, 3).join(', ') || 'none'})`,
    );
  }
  for (const { path, text } of [...files, { path: SHARED_STYLES_MODULE, text: sharedText }]) {
    const own = stylesheetImportsOf(text);
    for (const s of own) {
      if (s.whole)
        problems.push(
          `${path}: imports @mantine/core/${s.sheet} whole; import the per-component sheets of @mantine/core/styles/ it uses instead`,
        );
      else if (!isMantineStylesheet(s.sheet)) problems.push(`${path}: @mantine/core/styles/${s.sheet} does not exist`);
    }
    const sheets = own.filter((s) => !s.whole).map((s) => s.sheet);
    const sorted = sortStylesheets(sheets);
    if (sheets.join() !== sorted.join()) {
      problems.push(
        `${path}: Mantine stylesheets out of Mantine's order (dependencies first); write them as\n${sorted.map(importLine).join('\n')}`,
      );
    }
    const firstLocal = text.search(LOCAL_CSS_IMPORT);
    const late = own.filter((s) => firstLocal >= 0 && s.index > firstLocal);
    if (late.length > 0) {
      problems.push(
        `${path}: move ${late.map((s) => s.sheet).join(', ')} above the file's own CSS import, so the file's CSS can override Mantine's`,
      );
    }
    const have = new Set([...shared, ...sheets]);
    const missing = new Map();
    for (const name of mantineImportsOf(text)) {
      const needed = stylesheetsFor(name);
      if (needed === undefined) continue; // not an export: tsc reports it
      for (const sheet of needed) if (!have.has(sheet)) missing.set(sheet, [...(missing.get(sheet) ?? []), name]);
    }
    if (missing.size > 0) {
      const all = sortStylesheets([...new Set([...sheets, ...missing.keys()])]);
      const why = [...missing].map(([sheet, users]) => `${sheet} (for ${[...new Set(users)].join(', ')})`).join(', ');
      problems.push(
        `${path}: Mantine styles missing: ${why}. Its Mantine stylesheet imports should read, above its own CSS:\n${all.map(importLine).join('\n')}`,
      );
    }
  }
  return problems;
}

/** Every non-test source file of the web app, relative to the repository root. */
export function webSources() {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.startsWith(join(webSrc, 'test'))) {
        out.push({ path: full.slice(root.length + 1), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(webSrc);
  return out.filter((f) => f.path !== SHARED_STYLES_MODULE);
}

/** The check over the web app as it is on disk. */
export function checkWebApp() {
  return findStyleProblems(webSources(), readFileSync(join(root, SHARED_STYLES_MODULE), 'utf8'));
}
