import type { Hash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { CourseFile, NodeFile } from '../catalog/index.js';
import {
  type GlossaryEntry,
  glossaryFile,
  type PackageResourceEntry,
  resourceEntryProblems,
  resourcesFile,
} from '../catalog/index.js';

/** The key resources.yaml uses for the product's own node (course-level materials). */
export const ROOT_NODE_KEY = '_root';

export interface PackageResource extends PackageResourceEntry {
  /** The learning component (node key) it belongs to. */
  nodeKey: string;
  /** The file that listed it. */
  source: string;
}

/** A site asset the package ships: a file as is, or an HTML page rendered to the PDF the url names. */
export interface SiteAssetSource {
  fileName: string;
  path: string;
  title: string;
  render: boolean;
}

export interface PackageResources {
  resources: PackageResource[];
  glossary: GlossaryEntry[];
  siteAssets: SiteAssetSource[];
}

interface Problem {
  path: PropertyKey[];
  message: string;
}
interface NodeLike extends NodeFile {
  key: string;
  source: string;
  children: NodeLike[];
}
type Parse = <T extends z.ZodType>(path: string, schema: T, check?: (data: z.infer<T>) => Problem[]) => z.infer<T> | undefined;

/** Checks a node file's own resources and key points (run with the node file's other checks). */
export function nodeResourceProblems(node: NodeFile): Problem[] {
  const problems: Problem[] = [];
  for (const [i, r] of (node.resources ?? []).entries()) {
    for (const p of resourceEntryProblems(r)) problems.push({ path: ['resources', i, ...p.path], message: p.message });
  }
  if (node.keyPoints && node.type !== 'KEY_POINTS') {
    problems.push({ path: ['keyPoints'], message: 'keyPoints belong to KEY_POINTS nodes' });
  }
  return problems;
}

/**
 * Reads the resource parts of a package (node resources, resources.yaml, glossary.yaml, site-asset
 * files) and checks what crosses files: nodes and slides named by key, files present inside the folder.
 * Referenced files are added to the package hash so a changed file is a changed package.
 */
export function readPackageResources(input: {
  folder: string;
  course: CourseFile | undefined;
  nodes: NodeLike[];
  parse: Parse;
  error: (file: string, message: string) => void;
  hash: Hash;
}): PackageResources {
  const { folder, parse, error, hash } = input;
  const byKey = new Map<string, NodeLike>();
  const collect = (list: NodeLike[]) => {
    for (const n of list) {
      byKey.set(n.key, n);
      collect(n.children);
    }
  };
  collect(input.nodes);

  const resources: PackageResource[] = [];
  for (const n of byKey.values()) {
    for (const r of n.resources ?? []) resources.push({ ...r, nodeKey: n.key, source: n.source });
  }
  const resourcesPath = join(folder, 'resources.yaml');
  if (existsSync(resourcesPath)) {
    const file = parse(resourcesPath, resourcesFile, (d) =>
      d.resources.flatMap((r, i) =>
        resourceEntryProblems(r).map((p) => ({ path: ['resources', i, ...p.path], message: p.message })),
      ),
    );
    for (const { node, ...r } of file?.resources ?? []) resources.push({ ...r, nodeKey: node, source: 'resources.yaml' });
  }

  const fileProblem = (source: string, path: string, what: string) => {
    const full = join(folder, path);
    if (!existsSync(full) || !statSync(full).isFile()) {
      error(source, `${what} "${path}" is not in the package`);
      return;
    }
    hash.update(path).update('\0').update(readFileSync(full)).update('\0');
  };
  // Forums are declared by FORUM slides (docs/decisions/0019); a FORUM resource opens one of them.
  const forumKeys = new Set(
    [...byKey.values()].flatMap((n) =>
      (n.slides ?? [])
        .map((s) => s as { type?: unknown; forumKey?: unknown })
        .filter((s) => s.type === 'FORUM')
        .map((s) => s.forumKey),
    ),
  );
  const seen = new Map<string, string>();
  for (const r of resources) {
    const where = `resource "${r.key}"`;
    const previous = seen.get(r.key);
    if (previous) error(r.source, `${where}: key is already used in ${previous}`);
    seen.set(r.key, r.source);
    const node = byKey.get(r.nodeKey);
    if (!node && r.nodeKey !== ROOT_NODE_KEY) error(r.source, `${where}: node "${r.nodeKey}" is not a node key of the package`);
    if (r.slides.length > 0) {
      if (node?.type !== 'LESSON') error(r.source, `${where}: slides are listed only for resources of a LESSON`);
      else {
        const ids = new Set((node.slides ?? []).map((s) => (s as { id?: unknown }).id));
        for (const s of r.slides) if (!ids.has(s)) error(r.source, `${where}: lesson "${node.key}" has no slide "${s}"`);
      }
    }
    if (r.keyPointsOf !== undefined && byKey.get(r.keyPointsOf)?.type !== 'KEY_POINTS') {
      error(r.source, `${where}: keyPointsOf "${r.keyPointsOf}" is not a KEY_POINTS node`);
    }
    if (r.forum !== undefined && !forumKeys.has(r.forum)) {
      error(r.source, `${where}: forum "${r.forum}" is not the forumKey of a FORUM slide of the package`);
    }
    if (r.file) fileProblem(r.source, r.file, `${where}: file`);
    for (const c of r.captions) fileProblem(r.source, c.file, `${where}: captions file`);
  }

  const glossaryPath = join(folder, 'glossary.yaml');
  const glossary = existsSync(glossaryPath) ? (parse(glossaryPath, glossaryFile)?.terms ?? []) : [];
  const terms = new Set<string>();
  for (const t of glossary) {
    const norm = t.term.toLowerCase();
    if (terms.has(norm)) error('glossary.yaml', `term "${t.term}" is listed twice`);
    terms.add(norm);
  }

  const siteAssets: SiteAssetSource[] = [];
  const lists = input.course?.siteAssets;
  for (const list of ['studyPlanAssets', 'studyTipAssets', 'instructorScheduleAssets', 'careerBuilderAssets'] as const) {
    for (const [i, asset] of (lists?.[list] ?? []).entries()) {
      if (/^[a-z][a-z0-9+.-]*:|^\//i.test(asset.url)) continue; // an address elsewhere, used as written
      const where = `siteAssets.${list}.${i}.url`;
      if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(asset.url)) {
        error('course.yaml', `${where}: a file name in site-assets/ (no folders) or an absolute address`);
        continue;
      }
      if (siteAssets.some((s) => s.fileName === asset.url)) continue;
      const shipped = `site-assets/${asset.url}`;
      const source = `site-assets/${asset.url.replace(/\.pdf$/i, '')}.html`;
      if (existsSync(join(folder, shipped))) {
        fileProblem('course.yaml', shipped, where);
        siteAssets.push({ fileName: asset.url, path: shipped, title: asset.label, render: false });
      } else if (/\.pdf$/i.test(asset.url) && existsSync(join(folder, source))) {
        fileProblem('course.yaml', source, where);
        siteAssets.push({ fileName: asset.url, path: source, title: asset.label, render: true });
      } else {
        error('course.yaml', `${where}: "${shipped}" is not in the package (nor ${source} to render as PDF)`);
      }
    }
  }
  return { resources, glossary, siteAssets };
}
