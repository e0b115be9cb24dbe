import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { type CourseFile, courseFile, nodeFile, type PackageError, type PackageNode } from '../catalog/index.js';
import { examProblems } from '../exam/index.js';
import { slideProblems } from '../lesson/index.js';
import { nodeResourceProblems, type PackageResources, readPackageResources } from './package-reader-resources.js';

export type { PackageError, PackageNode };

interface Problem {
  path: PropertyKey[];
  message: string;
}

export interface CoursePackage {
  course: CourseFile;
  /** The top-level nodes under the product's own node. */
  nodes: PackageNode[];
  /** Resources, glossary and site-asset files (package-reader-resources.ts). */
  resources: PackageResources;
  hash: string;
}

const CONTAINER_FILE = '_node.yaml';

/** Orders by the numeric prefix ("01-", "2_") then by name; the prefix is dropped from keys. */
function ordered(names: string[]): string[] {
  const prefix = (n: string) => Number.parseInt(/^(\d+)/.exec(n)?.[1] ?? '999999', 10);
  return [...names].sort((a, b) => prefix(a) - prefix(b) || a.localeCompare(b));
}
/** Alias expansions one package file may make (YAML anchors and *aliases); packages use a handful at most. */
const YAML_MAX_ALIAS_COUNT = 100;

const keyPart = (name: string) => name.replace(/\.ya?ml$/, '').replace(/^\d+[-_]/, '');

/**
 * Reads and validates a course package folder. Returns every error found (file and line) rather than
 * stopping at the first, so an author can fix a package in one pass.
 */
export function readCoursePackage(folder: string): { package?: CoursePackage; errors: PackageError[] } {
  const errors: PackageError[] = [];
  const hash = createHash('sha256');
  /**
   * Parses one YAML file against a schema, then runs `check` for rules across fields; every problem is
   * reported with the line of the deepest YAML node on its path.
   */
  const parse = <T extends z.ZodType>(
    path: string,
    schema: T,
    check: (data: z.infer<T>) => Problem[] = () => [],
  ): z.infer<T> | undefined => {
    const file = relative(folder, path) || basename(path);
    const text = readFileSync(path, 'utf8');
    hash.update(file).update('\0').update(text).update('\0');
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter, prettyErrors: false });
    if (doc.errors.length > 0) {
      for (const e of doc.errors)
        errors.push({ file, line: lineCounter.linePos(e.pos[0]).line, message: e.message.split('\n')[0] ?? e.message });
      return undefined;
    }
    const report = (problemPath: PropertyKey[], message: string) => {
      let line = 1;
      for (let depth = problemPath.length; depth >= 0; depth--) {
        const node = doc.getIn(problemPath.slice(0, depth) as (string | number)[], true) as
          | { range?: [number, number, number] }
          | undefined;
        if (node?.range) {
          line = lineCounter.linePos(node.range[0]).line;
          break;
        }
        if (depth === 0 && doc.contents?.range) line = lineCounter.linePos(doc.contents.range[0]).line;
      }
      const where = problemPath.length ? `${problemPath.map(String).join('.')}: ` : '';
      errors.push({ file, line, message: `${where}${message}` });
    };
    let data: unknown;
    try {
      // The yaml library's own limit on alias expansion: a few lines of nested aliases would otherwise
      // expand to billions of nodes (an alias bomb) and the import would fail with a 500 (decision 0108).
      data = doc.toJS({ maxAliasCount: YAML_MAX_ALIAS_COUNT });
    } catch (err) {
      if (!(err instanceof ReferenceError)) throw err;
      errors.push({ file, line: 1, message: `too many YAML aliases (at most ${YAML_MAX_ALIAS_COUNT} expansions)` });
      return undefined;
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) report(issue.path, issue.message);
      return undefined;
    }
    const problems = check(result.data);
    for (const problem of problems) report(problem.path, problem.message);
    return problems.length ? undefined : result.data;
  };

  const coursePath = join(folder, 'course.yaml');
  if (!existsSync(coursePath)) {
    return { errors: [{ file: 'course.yaml', line: 0, message: 'course.yaml is missing' }] };
  }
  const course = parse(coursePath, courseFile);

  const keys = new Map<string, string>();
  let nodeFiles = 0;
  const readDir = (dir: string, parentKey: string): PackageNode[] => {
    const out: PackageNode[] = [];
    for (const name of ordered(readdirSync(dir).filter((n) => n !== CONTAINER_FILE && !n.startsWith('.')))) {
      const path = join(dir, name);
      const isDir = statSync(path).isDirectory();
      if (!isDir && !/\.ya?ml$/.test(name)) continue; // Markdown and media beside nodes belong to later content.
      nodeFiles++;
      const defPath = isDir ? join(path, CONTAINER_FILE) : path;
      const source = relative(folder, defPath);
      if (isDir && !existsSync(defPath)) {
        errors.push({ file: relative(folder, path), line: 0, message: `folder has no ${CONTAINER_FILE}` });
        continue;
      }
      const def = parse(defPath, nodeFile, (d) => [...slideProblems(d), ...examProblems(d), ...nodeResourceProblems(d)]);
      const key = def?.key ?? (parentKey ? `${parentKey}/${keyPart(name)}` : keyPart(name));
      const seen = keys.get(key);
      if (seen) errors.push({ file: source, line: 1, message: `key "${key}" is already used by ${seen}` });
      keys.set(key, source);
      const children = isDir ? readDir(path, key) : [];
      if (isDir && children.length === 0) errors.push({ file: source, line: 1, message: 'a container needs at least one child' });
      if (def) out.push({ ...def, key, source, children });
    }
    return out;
  };
  const nodesDir = join(folder, 'nodes');
  const nodes = existsSync(nodesDir) ? readDir(nodesDir, '') : [];
  // Only when there is nothing at all: nodes that failed validation have reported their own errors.
  if (nodeFiles === 0) {
    errors.push({ file: 'nodes', line: 0, message: 'the package has no nodes (folder nodes/ with at least one node)' });
  }

  // Cross-file references: EXEMPT_IF_COMPLETE must name an existing key.
  const walk = (list: PackageNode[]) => {
    for (const n of list) {
      const target = n.metadata.EXEMPT_IF_COMPLETE;
      if (target && !keys.has(target)) {
        errors.push({ file: n.source, line: 1, message: `metadata.EXEMPT_IF_COMPLETE names unknown key "${target}"` });
      }
      for (const [i, q] of (n.questions ?? []).entries()) {
        const topic = (q as { topic?: unknown }).topic;
        if (typeof topic === 'string' && !keys.has(topic))
          errors.push({ file: n.source, line: 1, message: `questions.${i}.topic names unknown key "${topic}"` });
      }
      walk(n.children);
    }
  };
  walk(nodes);

  const resources = readPackageResources({
    folder,
    course,
    nodes,
    parse,
    error: (file, message) => errors.push({ file, line: 1, message }),
    hash,
  });

  if (errors.length > 0 || !course) return { errors };
  return { package: { course, nodes, resources, hash: hash.digest('hex') }, errors };
}
