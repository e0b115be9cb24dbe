import { createHash } from 'node:crypto';

/** A problem met while mapping a source onto our model: never fatal, never silent (issue 29). */
export interface SourceWarning {
  file: string;
  /** 1-based line of the element in its file; 0 when the file as a whole is meant. */
  line: number;
  message: string;
}

/**
 * A node of a course mapped from another format, in our package's terms (docs/course-packages.md): the same
 * fields a node file holds, written out as one by write-package.ts and validated by the package reader.
 */
export interface DraftNode {
  key: string;
  type: 'UNIT' | 'SECTION' | 'LESSON' | 'EXAM';
  title: string;
  description?: string;
  metadata?: Record<string, string>;
  slides?: Record<string, unknown>[];
  exam?: Record<string, unknown>;
  questions?: Record<string, unknown>[];
  resources?: Record<string, unknown>[];
  children: DraftNode[];
}

/** A whole course mapped from another format: course.yaml's fields, the tree, files to copy, and warnings. */
export interface CourseDraft {
  format: 'COMMON_CARTRIDGE' | 'OLX' | 'SCORM12' | 'SCORM2004' | 'CMI5';
  course: { code: string; title: string; description?: string; account: { name: string } };
  nodes: DraftNode[];
  /** Resources of the product's own node. */
  rootResources: Record<string, unknown>[];
  /** Files the package needs, by their path in the package, read from `from` on disk. */
  files: { path: string; from: string }[];
  warnings: SourceWarning[];
  /** SCORM: the SCOs (and launchable assets) the package plays, one lesson each. */
  scos?: number;
}

const ID_MAX = 64;

/**
 * Our ids and keys (lower-case letters, digits, dashes, underscores) made from a source's identifier, unique
 * among `used`: the same source identifier gives the same id on every import, so a re-import updates in place.
 */
export function idFrom(source: string, used: Set<string>, max = ID_MAX): string {
  let base = source
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/-+$/, '')
    .slice(0, max);
  if (!base) base = `x${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base.slice(0, max - String(n).length - 1)}-${n}`;
  used.add(id);
  return id;
}

/** A product code (A-Z 0-9 -, 2-40) from a prefix and the source's own identifier, stable across imports. */
export function productCode(prefix: string, source: string): string {
  const cleaned = source
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const code = `${prefix}-${cleaned}`;
  if (cleaned && code.length <= 40) return code;
  return `${prefix}-${createHash('sha256').update(source).digest('hex').slice(0, 16).toUpperCase()}`;
}

/** 1-based line of the first occurrence of `needle` in `text` (an element's identifier), else 1. */
export function lineOf(text: string, needle: string): number {
  const at = needle ? text.indexOf(needle) : -1;
  if (at < 0) return 1;
  let line = 1;
  for (let i = 0; i < at; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Cuts a text to a limit of our model, saying so. */
export function bounded(text: string, max: number, warn: (message: string) => void, what: string): string {
  if (text.length <= max) return text;
  warn(`${what} is longer than ${max} characters and was cut`);
  return text.slice(0, max);
}
