import type { CourseRules } from './course-rules.js';

/** The rule that replaces a final exam's title (000 §9: 'overrides the final exam title'). */
export const FINAL_EXAM_TITLE_RULE = 'SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION';
/** The rule that decides whether instructor-required markers (ONLINE_INSTRUCTOR_NEEDED) mean anything. */
export const INSTRUCTOR_NEEDED_RULE = 'SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED';

const isFinalExam = (node: { type: string; metadata: Readonly<Record<string, string>> }) =>
  node.type === 'EXAM' && (node.metadata.EXAM_TYPE ?? '').trim().toUpperCase() === 'FINAL';

/**
 * A node as the product's rules show it, wherever it is shown (table of contents, node pages, next steps,
 * the exam page): a final exam titled by SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION when set, and no
 * instructor-required marker when SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED is no (decision 0110).
 */
export function nodeAsShown<N extends { type: string; title: string; metadata: Readonly<Record<string, string>> }>(
  node: N,
  rules: CourseRules,
): N {
  const finalTitle = isFinalExam(node) ? rules.text(FINAL_EXAM_TITLE_RULE)?.trim() : undefined;
  const dropInstructor = !rules.flag(INSTRUCTOR_NEEDED_RULE) && 'ONLINE_INSTRUCTOR_NEEDED' in node.metadata;
  if (!finalTitle && !dropInstructor) return node;
  let metadata = node.metadata;
  if (dropInstructor) {
    const { ONLINE_INSTRUCTOR_NEEDED: _dropped, ...rest } = node.metadata;
    metadata = rest;
  }
  return { ...node, title: finalTitle || node.title, metadata };
}
