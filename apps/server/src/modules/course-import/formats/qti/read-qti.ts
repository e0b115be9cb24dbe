import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { type El, kid, kids } from '../course-draft/xml.js';
import { questionName } from '../map-question.js';
import type { ImportedCourse, ImportedNode, ImportedQuestion } from '../model.js';
import { type ReaderInput, SourceInvalidError } from '../readers.js';
import { tagLines } from '../xml.js';
import { parseQti, textAll } from './qti-xml.js';
import { readItem } from './read-item.js';

/**
 * QTI 2.1 (and 2.2, and 3.0 through the same names, qti-xml.ts) items, tests and content packages (issue 29).
 * A test becomes a container of exams, one per section that holds items (its `selection` the pool's draw); items
 * no test refers to become a bank. Each item's notes become warnings naming it; an item file that cannot be
 * read is a warning when other files could be, and refuses the import when it is the only one.
 */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

interface Ctx {
  input: ReaderInput;
  items: Map<string, ImportedQuestion | null>;
  testTitle: string | null;
  qti3: boolean;
}

const rel = (ctx: Ctx, path: string) => relative(ctx.input.root, path) || basename(path);

/** Reads a QTI file to its root element, or null (with a warning) when it cannot be read. */
function load(ctx: Ctx, path: string, alone: boolean): { root: El; text: string } | null {
  const file = rel(ctx, path);
  const inside = resolve(path).startsWith(resolve(ctx.input.root) + sep) || resolve(path) === resolve(ctx.input.root);
  if (!inside) {
    ctx.input.warnings.add(file, 0, 'refers outside the import: not read');
    return null;
  }
  if (!existsSync(path) || !statSync(path).isFile()) {
    ctx.input.warnings.add(file, 0, 'referred to but missing: not imported');
    return null;
  }
  if (statSync(path).size > MAX_FILE_BYTES) {
    ctx.input.warnings.add(file, 0, `larger than ${MAX_FILE_BYTES} bytes: not imported`);
    return null;
  }
  const text = readFileSync(path, 'utf8');
  if (/<qti-assessment-(item|test)\b/.test(text)) ctx.qti3 = true;
  try {
    return { root: parseQti(text, file), text };
  } catch (err) {
    if (alone || !(err instanceof SourceInvalidError)) throw err;
    for (const p of err.problems) ctx.input.warnings.add(p.file, p.line, `${p.message}: not imported`);
    return null;
  }
}

/** An item file's question (once per file, however many tests refer to it). */
function itemAt(ctx: Ctx, path: string, alone = false): ImportedQuestion | null {
  const key = resolve(path);
  if (ctx.items.has(key)) return ctx.items.get(key) ?? null;
  ctx.items.set(key, null);
  const loaded = load(ctx, path, alone);
  if (!loaded) return null;
  if (loaded.root.name !== 'assessmentItem') {
    ctx.input.warnings.add(rel(ctx, path), 1, `a <${loaded.root.name}> where an assessment item was expected: not imported`);
    return null;
  }
  const line = tagLines(loaded.text, '(?:qti-assessment-item|assessmentItem)')[0] ?? 1;
  const { question, notes } = readItem(loaded.root, { file: rel(ctx, path), line });
  if (question.body.kind !== 'unsupported')
    for (const n of notes) ctx.input.warnings.question(question.ref, questionName(question), n);
  ctx.items.set(key, question);
  return question;
}

/** A test: a container of exams, one per section holding items (nested sections nest). */
function readTest(ctx: Ctx, path: string, root: El, text: string): ImportedNode | null {
  const file = rel(ctx, path);
  const lines = tagLines(text, '(?:qti-assessment-section|assessmentSection)');
  let sectionIndex = 0;
  const title = root.attrs.title || root.attrs.identifier || basename(path);
  ctx.testTitle ??= title;
  const w = ctx.input.warnings;
  if (kid(root, 'outcomeProcessing'))
    w.add(
      file,
      1,
      `test ${title}: its outcome processing (how it totals scores, cut scores) is not kept: our exam scores the share of right answers`,
    );
  const limit = (el: El) => Number(kid(el, 'timeLimits')?.attrs.maxTime ?? 0);
  const section = (el: El): ImportedNode | null => {
    const line = lines[sectionIndex++] ?? 0;
    const id = el.attrs.identifier || `section-${sectionIndex}`;
    const stitle = el.attrs.title || id;
    const questions: ImportedQuestion[] = [];
    const children: ImportedNode[] = [];
    if (kid(el, 'ordering')?.attrs.shuffle === 'true')
      w.add(
        file,
        line,
        `section ${stitle}: shuffling is per question in our exams; the section's order is not shuffled as a whole`,
      );
    if (limit(el) > 0) w.add(file, line, `section ${stitle}: its time limit is not kept (our exams time the whole exam)`);
    for (const c of kids(el)) {
      if (c.name === 'assessmentItemRef') {
        const href = c.attrs.href ?? '';
        const q = href ? itemAt(ctx, join(dirname(path), href)) : null;
        if (q) questions.push(q);
      } else if (c.name === 'assessmentSection') {
        const inner = section(c);
        if (inner) children.push(inner);
      } else if (c.name === 'assessmentSectionRef')
        w.add(file, line, `section ${stitle}: a section in another file (${c.attrs.href}) is not followed`);
    }
    if (kid(el, 'rubricBlock')) w.add(file, line, `section ${stitle}: its rubric (instructions) is not kept`);
    const select = Number(kid(el, 'selection')?.attrs.select ?? 0);
    const exam: ImportedNode | null = questions.length
      ? {
          kind: 'exam',
          sourceId: id,
          ref: { file, line },
          title: stitle,
          questions,
          ...(select > 0 && select < questions.length ? { questionCount: select } : {}),
        }
      : null;
    if (children.length === 0) return exam;
    return {
      kind: 'container',
      sourceId: `${id}-sections`,
      ref: { file, line },
      title: stitle,
      children: [...(exam ? [exam] : []), ...children],
    };
  };
  const children: ImportedNode[] = [];
  const parts = kids(root, 'testPart');
  for (const part of parts)
    for (const s of kids(part, 'assessmentSection')) {
      const n = section(s);
      if (n) children.push(n);
    }
  const whole = limit(root) || parts.reduce((m, p) => Math.max(m, limit(p)), 0);
  if (children.length === 0) return null;
  // One section of items: the test is that exam, under the test's own title.
  if (children.length === 1 && children[0]?.kind === 'exam') {
    const only = children[0];
    return {
      ...only,
      sourceId: root.attrs.identifier || only.sourceId,
      title,
      ...(whole ? { timeLimitMinutes: Math.ceil(whole / 60) } : {}),
    };
  }
  if (whole) w.add(file, 1, `test ${title}: its time limit (${whole} s) is not kept: set one on each exam`);
  return { kind: 'container', sourceId: root.attrs.identifier || basename(path), ref: { file, line: 1 }, title, children };
}

/** The files a content package's manifest lists as QTI items and tests. */
function manifestFiles(ctx: Ctx, manifest: string): { files: string[]; title: string | null; id: string | null } {
  const loaded = load(ctx, manifest, true);
  if (!loaded) return { files: [], title: null, id: null };
  const base = dirname(manifest);
  const out: string[] = [];
  const resources = kids(kid(loaded.root, 'resources'), 'resource');
  for (const r of resources) {
    const type = r.attrs.type ?? '';
    if (/imsqti_(item|test)_xmlv(2p[012]|3p0)/.test(type) && r.attrs.href)
      out.push(join(base, r.attrs.xmlBase ?? '', r.attrs.href));
    else if (!/webcontent|associatedcontent|controlfile/i.test(type))
      ctx.input.warnings.add(
        rel(ctx, manifest),
        0,
        `resource ${r.attrs.identifier} of type ${type} is not a QTI item or test: not imported`,
      );
  }
  const title = textAll(kid(kid(kid(kid(loaded.root, 'metadata'), 'lom'), 'general'), 'title')).trim() || null;
  return { files: out, title, id: loaded.root.attrs.identifier ?? null };
}

export function readQti(input: ReaderInput): ImportedCourse {
  const ctx: Ctx = { input, items: new Map(), testTitle: null, qti3: false };
  let files = input.files;
  let name = input.files.length === 1 ? basename(input.files[0] as string).replace(/\.xml$/i, '') : basename(input.root);
  let title: string | null = null;
  const manifest = files.find((f) => basename(f) === 'imsmanifest.xml');
  if (manifest) {
    const m = manifestFiles(ctx, manifest);
    files = m.files;
    title = m.title;
    name = m.id ?? basename(input.root);
  }
  const alone = files.length === 1;
  const nodes: ImportedNode[] = [];
  const loose: { path: string; root: El; text: string }[] = [];
  // Tests first, so the items they refer to go to their exams rather than the bank.
  for (const path of files) {
    const loaded = load(ctx, path, alone);
    if (!loaded) continue;
    if (loaded.root.name === 'assessmentTest') {
      const test = readTest(ctx, path, loaded.root, loaded.text);
      if (test) nodes.push(test);
      else input.warnings.add(rel(ctx, path), 1, 'the test refers to no item that could be read: not imported');
    } else loose.push({ path, ...loaded });
  }
  const bank: ImportedQuestion[] = [];
  for (const { path } of loose) {
    if (ctx.items.has(resolve(path))) continue;
    const q = itemAt(ctx, path, alone);
    if (q) bank.push(q);
  }
  if (bank.length)
    nodes.push({
      kind: 'bank',
      sourceId: 'items',
      ref: bank[0]?.ref ?? { file: '', line: 0 },
      title: 'Questions',
      questions: bank,
    });
  const courseTitle = title ?? (nodes.length === 1 && nodes[0]?.kind !== 'bank' ? ctx.testTitle : null) ?? name;
  return {
    format: ctx.qti3 ? 'qti30' : 'qti21',
    sourceId: name,
    title: courseTitle,
    type: nodes.some((n) => n.kind !== 'bank') ? 'COURSE' : 'EXAM_PREP',
    nodes,
  };
}
