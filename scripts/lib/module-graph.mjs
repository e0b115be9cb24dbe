// Reads the imports of every production file under apps/server/src/modules with the TypeScript parser
// (no type checking: fast, and exact about `import type`, re-exports and `import()`), resolves the
// project's `.js` specifiers to the `.ts` files they name, and lists the schema tables each file touches
// (by the imported table symbols, and by table names in raw SQL text).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
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

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/**
 * How many routes a call declares: `x.get(path, { config: {...}, ... }, handler)` and the like (every route declares
 * its access in `config`, decision 0054) is one, times the length of each enclosing `for (... of [literal array])`.
 */
function routesOfCall(node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return 0;
  if (!ROUTE_METHODS.has(node.expression.name.text)) return 0;
  const options = node.arguments[1];
  const declares =
    options &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'config');
  if (!declares) return 0;
  let count = 1;
  for (let up = node.parent; up; up = up.parent) {
    if (!ts.isForOfStatement(up)) continue;
    let list = up.expression;
    while (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
    if (ts.isArrayLiteralExpression(list)) count *= list.elements.length;
  }
  return count;
}

/**
 * Imports of one file: { target (absolute .ts path or bare specifier), names (imported symbols), typeOnly };
 * the raw SQL texts it holds; and how many routes it declares.
 */
function readImports(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = [];
  const sqlTexts = [];
  let routes = 0;
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
    routes += routesOfCall(node);
    const opensSql =
      (ts.isTaggedTemplateExpression(node) && /(^|\.)sql$/.test(node.tag.getText(source))) ||
      (ts.isCallExpression(node) && /(^|\.)sql\.raw$/.test(node.expression.getText(source)));
    if (opensSql) inSql++;
    ts.forEachChild(node, visit);
    if (opensSql) inSql--;
  };
  let inSql = 0;
  visit(source);
  return { imports, sqlTexts, routes };
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
 * Every production file under modules/: { file (relative to src), module, imports, routes, tables }.
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
    const { imports, sqlTexts, routes } = readImports(abs);
    const used = new Set();
    for (const imp of imports) {
      if (!imp.target.startsWith(schemaDir)) continue;
      for (const name of imp.names) {
        if (name === '*') for (const t of tables.values()) used.add(t);
        else if (tables.has(name)) used.add(tables.get(name));
      }
    }
    for (const text of sqlTexts) for (const m of text.matchAll(sqlPattern)) used.add(m[1].toLowerCase());
    files.push({ abs, file: rel, module: moduleOf(src, abs), imports, routes, tables: [...used].sort() });
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

/** Service slots (decision 0062): slot name -> the module whose app-services.ts declares it in AppServices. */
export function serviceSlots(files) {
  const slotOwner = new Map();
  for (const f of files.filter((x) => basename(x.file) === 'app-services.ts')) {
    const block = readFileSync(f.abs, 'utf8').match(/interface AppServices\s*\{([\s\S]*?)\n\s*\}/);
    for (const m of block?.[1].matchAll(/^\s*(?:readonly\s+)?(\w+)\??\s*:/gm) ?? []) slotOwner.set(m[1], f.module);
  }
  return slotOwner;
}

/** The service slots one file uses (`services.<slot>`). */
export const slotUses = (file) => [...readFileSync(file.abs, 'utf8').matchAll(/\bservices\.(\w+)/g)].map((m) => m[1]);

/**
 * The module graph: module -> the modules it imports (type-only imports included) or whose service slot it
 * uses. Every module folder appears, importing nothing or not.
 */
export function moduleGraph(src, files) {
  const graph = new Map();
  for (const name of readdirSync(join(src, 'modules')).sort())
    if (statSync(join(src, 'modules', name)).isDirectory()) graph.set(name, new Set());
  const slots = serviceSlots(files);
  for (const f of files) {
    if (!graph.has(f.module)) graph.set(f.module, new Set());
    for (const imp of f.imports) {
      const target = imp.target.startsWith('/') ? moduleOf(src, imp.target) : null;
      if (target && target !== f.module) graph.get(f.module).add(target);
    }
    for (const slot of slotUses(f)) {
      const owner = slots.get(slot);
      if (owner && owner !== f.module) graph.get(f.module).add(owner);
    }
  }
  return graph;
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file))
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  return parsed.get(file);
}
const hasExportModifier = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;

/**
 * What a file exports: [{ name, typeOnly, from (the resolved file of a re-export, else null), spec (its specifier) }].
 * `export * from` appears as name '*'.
 */
export function readExports(file) {
  const out = [];
  for (const node of parse(file).statements) {
    if (ts.isExportDeclaration(node)) {
      const spec = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      const from = spec ? resolveSpecifier(file, spec) : null;
      if (!node.exportClause) out.push({ name: '*', typeOnly: node.isTypeOnly, from, spec });
      else if (ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements)
          out.push({ name: el.name.text, typeOnly: node.isTypeOnly || el.isTypeOnly, from, spec });
      else out.push({ name: node.exportClause.name.text, typeOnly: node.isTypeOnly, from, spec });
    } else if (hasExportModifier(node)) {
      const typeOnly = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
      if (ts.isVariableStatement(node))
        for (const d of node.declarationList.declarations) {
          if (ts.isIdentifier(d.name)) out.push({ name: d.name.text, typeOnly: false, from: null, spec: null });
        }
      else if (node.name) out.push({ name: node.name.text, typeOnly, from: null, spec: null });
    }
  }
  return out;
}

/** Local name -> { from (resolved file), name (its exported name, '*' for a namespace) } for a file's relative imports. */
function importsByLocalName(file) {
  const map = new Map();
  for (const node of parse(file).statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const from = resolveSpecifier(file, node.moduleSpecifier.text);
    const bindings = node.importClause?.namedBindings;
    if (!from || !bindings) continue;
    if (ts.isNamespaceImport(bindings)) map.set(bindings.name.text, { from, name: '*' });
    else for (const el of bindings.elements) map.set(el.name.text, { from, name: (el.propertyName ?? el.name).text });
  }
  return map;
}

/**
 * Where the value a file exports under `name` is declared: follows re-exports (`export { a as b } from`, `export *`),
 * exports of imported names, and aliases (`export const b = a`, `export const b = ns.a`). Returns the declaring file,
 * or null when the file does not export the name.
 */
export function declaringFile(file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const source = parse(file);
  const imported = importsByLocalName(file);
  const viaImport = (local) => {
    const imp = imported.get(local);
    return imp && imp.name !== '*' ? declaringFile(imp.from, imp.name, seen) : null;
  };
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      const spec = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      for (const el of node.exportClause.elements) {
        if (el.name.text !== name) continue;
        const original = (el.propertyName ?? el.name).text;
        if (spec) {
          const from = resolveSpecifier(file, spec);
          return from ? (declaringFile(from, original, seen) ?? from) : file;
        }
        return viaImport(original) ?? file;
      }
    } else if (hasExportModifier(node) && ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || d.name.text !== name) continue;
        const init = d.initializer;
        if (init && ts.isIdentifier(init)) return viaImport(init.text) ?? file;
        if (init && ts.isPropertyAccessExpression(init) && ts.isIdentifier(init.expression)) {
          const ns = imported.get(init.expression.text);
          if (ns?.name === '*') return declaringFile(ns.from, init.name.text, seen) ?? file;
        }
        return file;
      }
    } else if (hasExportModifier(node) && node.name?.text === name) return file;
  }
  for (const node of source.statements)
    if (ts.isExportDeclaration(node) && !node.exportClause && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = resolveSpecifier(file, node.moduleSpecifier.text);
      const found = from && declaringFile(from, name, seen);
      if (found) return found;
    }
  return null;
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** The variable an assignment target starts from: `a` of `a`, `a.b.c`, `a[k]`, `(a as T).b`, `a!.b`. */
function rootName(node) {
  let n = node;
  for (;;) {
    if (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) n = n.expression;
    else if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isNonNullExpression(n)) n = n.expression;
    else return ts.isIdentifier(n) ? n.text : null;
  }
}

/** Names a function-like node declares for itself: parameters and variables, functions and classes in its body. */
function localNames(fn) {
  const names = new Set();
  const bind = (name) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const el of name.elements ?? []) if (!ts.isOmittedExpression(el)) bind(el.name);
  };
  for (const p of fn.parameters ?? []) bind(p.name);
  const visit = (node) => {
    if (node !== fn && ts.isFunctionLike(node)) return;
    if (ts.isVariableDeclaration(node) || ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name))
      bind(node.name);
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return names;
}

/**
 * A file's module-level state (decision 0114): top-level `let`/`var`, and functions that assign to a top-level
 * variable or to a property of one (a provide*() setter: `provided.clock = clock`). [{ kind: 'let' | 'sets', name }].
 */
export function moduleState(file) {
  const source = parse(file);
  const out = [];
  const topLevel = new Set();
  const bind = (name) => {
    if (ts.isIdentifier(name)) topLevel.add(name.text);
    else for (const el of name.elements ?? []) if (!ts.isOmittedExpression(el)) bind(el.name);
  };
  for (const node of source.statements) {
    if (!ts.isVariableStatement(node)) continue;
    const constant = (node.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of node.declarationList.declarations) {
      bind(d.name);
      if (!constant && ts.isIdentifier(d.name)) out.push({ kind: 'let', name: d.name.text });
    }
  }
  const seen = new Set();
  const visit = (node, shadowed) => {
    let inner = shadowed;
    if (ts.isFunctionLike(node)) inner = new Set([...shadowed, ...localNames(node)]);
    const inFunction = inner !== outer;
    let target = null;
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) target = node.left;
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    )
      target = node.operand;
    else if (ts.isDeleteExpression(node)) target = node.expression;
    const name = target && rootName(target);
    if (inFunction && name && topLevel.has(name) && !inner.has(name) && !seen.has(name)) {
      seen.add(name);
      out.push({ kind: 'sets', name });
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  const outer = new Set();
  visit(source, outer);
  return out;
}
