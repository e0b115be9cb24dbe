import type { PublicSlide } from '@continuum/contracts';

/** Graded types (the button says 'Check Answers'); the others are accepted, not graded (Submit). */
const GRADED = new Set([
  'TRUE_FALSE',
  'MULTIPLE_CHOICE',
  'TEXT_EDIT',
  'MATCHING_DND_GRP',
  'MATCHING_DND_ANSWERS',
  'COMPLETE_STORY',
  'HOT_SPOT',
  'BRANCHING',
]);

export const isGraded = (type: string) => GRADED.has(type);

/** The public view marks a type it does not know with `unsupported` (001 §3); CONTENT is plain content. */
export const isUnsupported = (slide: PublicSlide) => slide.unsupported === true;

/** The slide's content: HTML the server rendered from the package's Markdown and sanitized; '' when there is none. */
export function slideHtml(content: unknown): string {
  return typeof content === 'string' ? content.trim() : '';
}
