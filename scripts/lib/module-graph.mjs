// Reads the imports of every production file under apps/server/src/modules with the TypeScript parser
// (no type checking: fast, and exact about `import type`, re-exports and `import()`), resolves the
// project's `.js` specifiers to the `.ts` files they name, and lists the schema tables each file touches
// (by the imported table symbols, and by table names in raw SQL text).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const serverSrc = (root) => join(root, 'apps/server/src');

/** Test files and their helpers are not the production surface: tests may reach into any module. */
export const isProduction = (rel) =>
  !/\.test\.ts$/.test(rel) && !/-fixture\.ts$/.test(rel) && !/\/fixtures\//.test(rel) && !/\/testing\//.test(rel);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Schema tables: symbol -> SQL name, read from `export const x = pgTable('name'` in platform/db/schema. */
export function readTables(src) {
  const dir = join(src, 'platform/db/schema');
  const tables = new Map();
  for (const file of walk(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_0-9]+)'/g)) tables.set(m[1], m[2]);
  }
  return tables;
}

function resolveSpecifier(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Imports of one file: { target (absolute .ts path or bare specifier), names (imported symbols), typeOnly }. */
function readImports(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = [];
  const sqlTexts = [];
  const add = (spec, names, typeOnly) => imports.push({ spec, target: resolveSpecifier(file, spec) ?? spec, names, typeOnly });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = [];
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      add(node.moduleSpecifier.text, clause?.isTypeOnly ? [] : names, Boolean(clause?.isTypeOnly));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = [];
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements)
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
          else if (!node.exportClause) names.push('*');
      add(node.moduleSpecifier.text, node.isTypeOnly ? [] : names, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, ['*'], false);
    } else if (inSql && (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))) {
      sqlTexts.push(node.text);
    } else if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && SQL_STATEMENT.test(node.text)) {
      // A statement kept as plain text (a named prepared statement, decision 0048) is raw SQL too.
      sqlTexts.push(node.text);
    }
    // Raw SQL: the text of sql`...` templates and of sql.raw('...') / sql.raw(`...`) arguments.
    const opensSql =
      (ts.isTaggedTemplateExpression(node) && /(^|\.)sql$/.test(node.tag.getText(source))) ||
      (ts.isCallExpression(node) && /(^|\.)sql\.raw$/.test(node.expression.getText(source)));
    if (opensSql) inSql++;
    ts.forEachChild(node, visit);
    if (opensSql) inSql--;
  };
  let inSql = 0;
  visit(source);
  return { imports, sqlTexts };
}

/** Plain text that is an SQL statement: starts with a statement keyword and names a table after from/into/update. */
const SQL_STATEMENT = /^\s*(with|select|insert|update|delete)\b[\s\S]*\b(from|into|update|join)\s+[a-z_]+/i;

/** Module name of an absolute path under src/modules, else null. */
export function moduleOf(src, file) {
  const rel = relative(join(src, 'modules'), file);
  if (rel.startsWith('..')) return null;
  return rel.split('/')[0];
}

/**
 * Every production file under modules/: { file (relative to src), module, imports, tables }.
 * tables: SQL table names the file uses, through imported schema symbols or raw SQL (`from x`, `join x`, ...).
 */
export function readModuleFiles(src) {
  const tables = readTables(src);
  const schemaDir = join(src, 'platform/db/schema');
  const sqlNames = [...new Set(tables.values())];
  const sqlPattern = new RegExp(`\\b(?:from|join|into|update|table)\\s+"?(${sqlNames.join('|')})\\b`, 'gi');
  const files = [];
  for (const abs of walk(join(src, 'modules'))) {
    const rel = relative(src, abs);
    if (!isProduction(rel)) continue;
    const { imports, sqlTexts } = readImports(abs);
    const used = new Set();
    for (const imp of imports) {
      if (!imp.target.startsWith(schemaDir)) continue;
      for (const name of imp.names) {
        if (name === '*') for (const t of tables.values()) used.add(t);
        else if (tables.has(name)) used.add(tables.get(name));
      }
    }
    for (const text of sqlTexts) for (const m of text.matchAll(sqlPattern)) used.add(m[1].toLowerCase());
    files.push({ abs, file: rel, module: moduleOf(src, abs), imports, tables: [...used].sort() });
  }
  return { files, tables };
}

/** Strongly connected components (Tarjan) of a graph given as Map<node, Set<node>>; only those with 2+ nodes. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const out = [];
  const strong = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!info.has(w)) {
        strong(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!info.has(v)) strong(v);
  return out;
}
