import { type CourseDraft, type DraftNode, idFrom, productCode, type SourceWarning } from '../course-draft/draft.js';
import { htmlToText } from '../course-draft/html-text.js';
import { kids } from '../course-draft/xml.js';
import { type ComponentContext, mapComponent } from './olx-components.js';
import { mapResponse, responsesOf } from './olx-problems.js';
import { type Located, OlxSource } from './olx-source.js';

/** An OLX course that cannot be read at all (no course.xml, or no course behind it). */
export class OlxInvalidError extends Error {
  constructor(readonly problems: SourceWarning[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
    this.name = 'OlxInvalidError';
  }
}

/**
 * Reads an Open edX course in OLX (docs/course-packages.md, Open edX OLX): chapters become units, sequentials
 * sections, verticals lessons and their components slides; a randomized library block becomes an exam drawing from
 * its pool. What cannot map is a warning naming the file and the element.
 */
export function readOlx(folder: string): CourseDraft {
  const warnings: SourceWarning[] = [];
  const src = new OlxSource(folder, warnings);
  const pointer = src.parse('course.xml');
  if (pointer?.name !== 'course')
    throw new OlxInvalidError([...warnings, { file: 'course.xml', line: 1, message: 'course.xml has no course element' }]);
  const course = src.resolve(pointer, 'course.xml');
  if (!course) throw new OlxInvalidError(warnings);
  const nodeKeys = new Set<string>();
  const ctxBase = { src, resourceKeys: new Set<string>(), forumKeys: new Set<string>(), assignmentKeys: new Set<string>() };
  const warn = (at: Located, message: string) => warnings.push({ file: at.file, line: at.line, message });

  const libraryExam = (at: Located, title: string): DraftNode | null => {
    const ids = new Set<string>();
    const questions: Record<string, unknown>[] = [];
    for (const child of kids(at.el)) {
      const p = src.resolve(child, at.file);
      if (!p) continue;
      if (p.el.name !== 'problem') {
        warn(p, `${p.el.name} in library block "${title}" cannot be an exam question; left out`);
        continue;
      }
      const responses = responsesOf(p.el);
      const mapped =
        responses.length === 1 && responses[0]
          ? mapResponse(p.el, responses[0], { id: 'q', title: 'q' })
          : { why: `it has ${responses.length} responses` };
      const slide = mapped.slide as
        | {
            type?: string;
            multiple?: boolean;
            content?: string;
            choices?: { id: string; text: string; correct: boolean; feedback?: string }[];
          }
        | undefined;
      const right = slide?.choices?.filter((c) => c.correct).length ?? 0;
      const count = slide?.choices?.length ?? 0;
      if (slide?.type !== 'MULTIPLE_CHOICE' || slide.multiple || right !== 1 || count < 2 || count > 8) {
        warn(
          p,
          `problem ${p.el.attrs.url_name ?? ''} in library block "${title}" is not a one-answer multiple choice question (${mapped.why ?? slide?.type ?? 'unknown'}); left out of the pool`,
        );
        continue;
      }
      questions.push({
        id: idFrom(p.el.attrs.url_name ?? `q${questions.length + 1}`, ids),
        text: htmlToText(slide.content ?? '').text.slice(0, 10_000) || title,
        choices: (slide.choices ?? []).map((c) => ({
          id: c.id,
          text: c.text.slice(0, 2000),
          ...(c.correct ? { correct: true } : {}),
          ...(c.feedback ? { feedback: c.feedback } : {}),
        })),
      });
    }
    if (questions.length < 1) {
      warn(at, `library block "${title}" has no question an exam can hold; left out`);
      return null;
    }
    const maxCount = Number.parseInt(at.el.attrs.max_count ?? '', 10);
    const questionCount = Number.isInteger(maxCount) && maxCount > 0 ? Math.min(maxCount, questions.length) : undefined;
    return {
      key: idFrom(at.el.attrs.url_name ?? title, nodeKeys),
      type: 'EXAM',
      title,
      metadata: { EXAM_TYPE: 'PRACTICE' },
      exam: { passingScore: 0, completesWhen: 'TAKEN', ...(questionCount ? { questionCount } : {}) },
      questions,
      children: [],
    };
  };

  /** A vertical: its lesson (when any component maps to a slide) and the exams of its library blocks. */
  const vertical = (at: Located): DraftNode[] => {
    const title = (at.el.attrs.display_name ?? '').trim().slice(0, 300) || 'Unit';
    const ctx: ComponentContext = { ...ctxBase, slideIds: new Set<string>(), warn };
    const slides: Record<string, unknown>[] = [];
    const resources: Record<string, unknown>[] = [];
    const exams: DraftNode[] = [];
    for (const child of kids(at.el)) {
      const c = src.resolve(child, at.file);
      if (!c) continue;
      if (c.el.name === 'library_content') {
        const exam = libraryExam(c, (c.el.attrs.display_name ?? '').trim() || `${title}: questions`);
        if (exam) exams.push(exam);
        continue;
      }
      const mapped = mapComponent(c, ctx, title);
      slides.push(...mapped.slides);
      resources.push(...mapped.resources);
    }
    const out: DraftNode[] = [];
    if (slides.length > 0)
      out.push({
        key: idFrom(at.el.attrs.url_name ?? title, nodeKeys),
        type: 'LESSON',
        title,
        slides,
        ...(resources.length ? { resources } : {}),
        children: [],
      });
    else if (exams.length === 0) warn(at, `vertical "${title}" has nothing we can show; left out`);
    return [...out, ...exams];
  };

  const container = (at: Located, type: 'UNIT' | 'SECTION', childName: string, map: (c: Located) => DraftNode[]): DraftNode[] => {
    const title = (at.el.attrs.display_name ?? '').trim().slice(0, 300) || (type === 'UNIT' ? 'Chapter' : 'Subsection');
    const children: DraftNode[] = [];
    for (const child of kids(at.el)) {
      if (child.name !== childName) {
        if (child.name !== 'wiki')
          warnings.push({
            file: at.file,
            line: 1,
            message: `${child.name} directly in ${at.el.name} "${title}" has no counterpart; left out`,
          });
        continue;
      }
      const c = src.resolve(child, at.file);
      if (c) children.push(...map(c));
    }
    if (children.length === 0) {
      warn(at, `${at.el.name} "${title}" holds nothing we can show; left out`);
      return [];
    }
    return [{ key: idFrom(at.el.attrs.url_name ?? title, nodeKeys), type, title, children }];
  };

  const nodes = container(course, 'UNIT', 'chapter', (ch) =>
    container(ch, 'UNIT', 'sequential', (seq) => container(seq, 'SECTION', 'vertical', vertical)),
  ).flatMap((c) => c.children);

  const { org = '', course: number = '', url_name: run = '' } = pointer.attrs;
  const title = (course.el.attrs.display_name ?? '').trim().slice(0, 200) || `${org} ${number}`.trim() || 'Open edX course';
  if (nodes.length === 0)
    throw new OlxInvalidError([...warnings, { file: 'course.xml', line: 1, message: 'nothing in the course maps onto ours' }]);
  return {
    format: 'OLX',
    course: {
      code: productCode('OLX', [org, number, run].filter(Boolean).join('-') || title),
      title,
      account: { name: org || title },
    },
    nodes,
    rootResources: [],
    files: [],
    warnings,
  };
}
