import type { CourseFile, PackageNode } from '../../catalog/index.js';
import { examProblems } from '../../exam/index.js';
import { slideProblems } from '../../lesson/index.js';
import { IdScope, toKeyPart } from './keys.js';
import { questionName, toExamQuestion, toSlide } from './map-question.js';
import type { ImportedCourse, ImportedNode, ImportedQuestion } from './model.js';
import { type CreatedCounts, emptyCounts } from './report.js';
import { clip, toMarkdown, toPlain } from './rich-text.js';
import type { ImportWarnings } from './warnings.js';

/**
 * The imported tree as our own course package (package-schema.ts), checked with the same checks a package
 * folder gets: what fails them is a warning and stays out, so the rest still imports. Keys come from the
 * source's identifiers (keys.ts). Counts say what the source became.
 */
export interface BuiltPackage {
  course: CourseFile;
  nodes: PackageNode[];
  counts: CreatedCounts;
}

const FORMAT_PREFIX: Record<ImportedCourse['format'], string> = {
  gift: 'GIFT',
  'moodle-xml': 'MXML',
  qti21: 'QTI',
  qti30: 'QTI3',
  'qti-package': 'QTI',
  'common-cartridge': 'CC',
  olx: 'OLX',
  scorm12: 'SCORM',
  scorm2004: 'SCORM',
  cmi5: 'CMI5',
};
export const formatPrefix = (f: ImportedCourse['format']) => FORMAT_PREFIX[f];

/** A tag from a category path: what 'Score by topic' groups by. */
const categoryTag = (category: string[]) => (category.length ? toKeyPart(category.join('/')).slice(0, 100) : '');

export function buildPackage(src: ImportedCourse, code: string, w: ImportWarnings): BuiltPackage {
  const counts = emptyCounts();
  counts.products = 1;
  const keys = new Set<string>();
  const keyFor = (parent: string, sourceId: string) => {
    const base = `${parent ? `${parent}/` : ''}${toKeyPart(sourceId)}`.slice(0, 190);
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}-${n}`;
    keys.add(key);
    return key;
  };

  const leaf = (
    key: string,
    type: PackageNode['type'],
    title: string,
    source: string,
    extra: Partial<PackageNode>,
  ): PackageNode => ({
    key,
    type,
    title: clip(title.trim() || type.toLowerCase(), 300),
    metadata: {},
    source,
    children: [],
    ...extra,
  });

  /** Keeps a node only if our own package checks pass; else each problem is a warning and it stays out. */
  const checked = (node: PackageNode): PackageNode | null => {
    const problems = [...slideProblems(node), ...examProblems(node)];
    if (problems.length === 0) return node;
    for (const p of problems)
      w.add(node.source, 0, `${node.title}: ${p.path.map(String).join('.')}: ${p.message} (node not imported)`);
    return null;
  };

  const lessonOf = (key: string, title: string, source: string, questions: ImportedQuestion[]): PackageNode | null => {
    const ids = new IdScope();
    const slides: Record<string, unknown>[] = [];
    for (const q of questions) {
      const slide = toSlide(q, ids.take(q.sourceId ?? `q${slides.length + 1}`), w);
      if (slide) slides.push(slide);
    }
    if (slides.length === 0) return null;
    const node = checked(leaf(key, 'LESSON', title, source, { slides: slides as PackageNode['slides'] }));
    if (node) {
      counts.lessons++;
      counts.slides += slides.length;
      counts.questions += slides.filter((s) => s.type !== 'CONTENT').length;
    }
    return node;
  };

  /** An exam of the questions the engine grades, and a practice lesson beside it for the others. */
  const examAndPractice = (
    parentKey: string,
    n: { sourceId: string; title: string; ref: { file: string }; questions: ImportedQuestion[] },
    settings: Record<string, unknown>,
    tagTitles: Record<string, string>,
  ): PackageNode[] => {
    const out: PackageNode[] = [];
    const ids = new IdScope();
    const questions: Record<string, unknown>[] = [];
    const rest: ImportedQuestion[] = [];
    for (const q of n.questions) {
      const tag = categoryTag(q.category);
      const tags = [...new Set([...(tag ? [tag] : []), ...q.tags.map((t) => clip(t, 100))])];
      const mapped = toExamQuestion(q, ids.take(q.sourceId ?? `q${questions.length + rest.length + 1}`), tags, w);
      if (mapped) questions.push(mapped);
      else rest.push(q);
    }
    if (questions.length > 0) {
      const count = settings.questionCount as number | undefined;
      if (count !== undefined && count > questions.length) {
        w.add(
          n.ref.file,
          0,
          `${n.title}: draws ${count} questions but only ${questions.length} can be exam questions: every attempt takes all of them`,
        );
        delete settings.questionCount;
      }
      const exam = { ...settings, ...(Object.keys(tagTitles).length ? { tagTitles } : {}) };
      const node = checked(
        leaf(keyFor(parentKey, n.sourceId), 'EXAM', n.title, n.ref.file, {
          exam,
          questions,
          metadata: { EXAM_TYPE: 'PRACTICE' },
        }),
      );
      if (node) {
        out.push(node);
        counts.exams++;
        counts.questions += questions.length;
      }
    }
    if (rest.length > 0) {
      const practice = lessonOf(keyFor(parentKey, `${n.sourceId}-practice`), `${n.title}: practice questions`, n.ref.file, rest);
      if (practice) out.push(practice);
    }
    return out;
  };

  const walk = (list: ImportedNode[], parentKey: string): PackageNode[] => {
    const out: PackageNode[] = [];
    for (const n of list) {
      if (n.kind === 'container') {
        const key = keyFor(parentKey, n.sourceId);
        const children = walk(n.children, key);
        if (children.length === 0) {
          w.add(n.ref.file, n.ref.line, `${n.title}: nothing in it could be imported, so it is left out`);
          continue;
        }
        out.push({ ...leaf(key, n.type ?? 'CHAPTER', n.title, n.ref.file, {}), children });
      } else if (n.kind === 'lesson') {
        const ids = new IdScope();
        const slides: Record<string, unknown>[] = [];
        let questions = 0;
        for (const item of n.items) {
          if (item.kind === 'page') {
            slides.push({
              id: ids.take(item.sourceId),
              type: 'CONTENT',
              title: clip(item.title || 'Page', 300),
              content: clip(toMarkdown(item.body), 50_000),
            });
          } else {
            const slide = toSlide(item.question, ids.take(item.question.sourceId ?? `q${slides.length + 1}`), w);
            if (slide) {
              slides.push(slide);
              if (slide.type !== 'CONTENT') questions++;
            }
          }
        }
        if (slides.length === 0) {
          w.add(n.ref.file, n.ref.line, `${n.title}: no page or question of it could be imported, so the lesson is left out`);
          continue;
        }
        const node = checked(
          leaf(keyFor(parentKey, n.sourceId), 'LESSON', n.title, n.ref.file, { slides: slides as PackageNode['slides'] }),
        );
        if (node) {
          out.push(node);
          counts.lessons++;
          counts.slides += slides.length;
          counts.questions += questions;
        }
      } else if (n.kind === 'exam') {
        const settings: Record<string, unknown> = {
          ...(n.questionCount ? { questionCount: n.questionCount } : {}),
          ...(n.passingScore !== undefined ? { passingScore: n.passingScore } : {}),
          ...(n.timeLimitMinutes ? { timeLimitMinutes: n.timeLimitMinutes } : {}),
          ...(n.allowedAttempts ? { allowedAttempts: n.allowedAttempts } : {}),
        };
        out.push(...examAndPractice(parentKey, n, settings, tagTitlesOf(n.questions)));
      } else {
        out.push(...examAndPractice(parentKey, n, { completesWhen: 'TAKEN' }, tagTitlesOf(n.questions)));
      }
    }
    return out;
  };

  const nodes = walk(src.nodes, '');
  const countNodes = (list: PackageNode[]): number => list.reduce((s, n) => s + 1 + countNodes(n.children), 0);
  counts.nodes = countNodes(nodes);
  const course: CourseFile = {
    code,
    title: clip(src.title.trim() || code, 200),
    type: src.type,
    ...(src.description ? { description: src.description } : {}),
    ethicsCourse: false,
    account: { name: 'Imported' },
    supportChatEnabled: false,
    showContactInstructor: false,
    startDateRequired: false,
    durationDays: 365,
    rules: {},
    metadata: {},
    siteAssets: { studyPlanAssets: [], studyTipAssets: [], instructorScheduleAssets: [], careerBuilderAssets: [] },
  };
  return { course, nodes, counts };
}

/** The readable names of category tags ('Score by topic'). */
function tagTitlesOf(questions: ImportedQuestion[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questions) {
    const tag = categoryTag(q.category);
    if (tag) out[tag] = clip(q.category.join(' / '), 200);
  }
  return out;
}

export { questionName, toPlain };
