import {
  type BranchOption,
  type ContentSlide,
  type Inquiry,
  type InquiryType,
  inquiry,
  type SurveyStep,
} from './inquiry-schema.js';
import { slideContentHtml } from './slide-markdown.js';
import { placeholderNames } from './story-placeholders.js';

/**
 * What a browser may see of a slide before the learner has answered (CONVENTIONS: the client never
 * receives an answer key before the answer is checked). Every field is copied by name rather than by
 * stripping the authored object, so a field added to the package format stays private until someone
 * decides to publish it. Feedback of any kind, correct flags, accepted answers, target/match ids and
 * hot-spot geometry are never copied; branching and survey publish one level at a time.
 */

export interface PublicChoice {
  id: string;
  text: string;
}
export interface PublicSurveyStep {
  id: string;
  text: string;
  surveyChoiceType: SurveyStep['surveyChoiceType'];
  options?: PublicChoice[];
}
interface PublicBase {
  id: string;
  title: string;
  /** The authored Markdown as sanitized HTML (slide-markdown.ts). */
  content: string;
  requiredTime: number;
  resources: string[];
}
type Of<T extends InquiryType, Extra = object> = PublicBase & { type: T } & Extra;

export type PublicInquiry =
  | Of<'TRUE_FALSE' | 'TEXT_EDIT'>
  | Of<'MULTIPLE_CHOICE', { choices: PublicChoice[]; multiple: boolean }>
  | Of<'MATCHING_DND_GRP', { targets: PublicChoice[]; items: PublicChoice[] }>
  | Of<'MATCHING_DND_ANSWERS', { choices: PublicChoice[]; matches: PublicChoice[] }>
  | Of<'COMPLETE_STORY', { text: string; blanks: Record<string, { options?: string[] }> }>
  | Of<'HOT_SPOT', { bgImage: string; bgWidth: number; bgHeight: number; bgOffsetX: number; bgOffsetY: number }>
  | Of<'BRANCHING', { branchingChoices: PublicChoice[] }>
  | Of<'SURVEY', { surveyChoices: PublicSurveyStep[] }>
  | Of<'STUDENT_POLL', { choices: PublicChoice[]; multiple: boolean; chartType?: 'BAR' | 'PIE' | 'DOUGHNUT' }>
  | Of<'FORUM', { forumKey: string; question: string }>
  | Of<'ASSIGNMENT', { assignmentKey: string; assignmentText: string }>;

/** A slide the player shows as content; `unsupported` makes it say 'Unsupported inquiry type: {type}' (001 §3). */
export type PublicContentSlide = PublicBase & { type: string; unsupported: boolean };

/** The slide type the course-package docs name for plain content: shown as content, not as unsupported. */
export const CONTENT_TYPE = 'CONTENT';

const KNOWN_TYPES = new Set<string>(inquiry.options.map((o) => o.shape.type.value));

/** Whether the player can show, and the server grade, this inquiry type. */
export function isKnownType(type: string): type is InquiryType {
  return KNOWN_TYPES.has(type);
}

const choice = ({ id, text }: { id: string; text: string }): PublicChoice => ({ id, text });

/** One level of branching options, without their correctness, feedback or what follows them. */
export const publicBranchLevel = (options: readonly BranchOption[]): PublicChoice[] => options.map(choice);

/** One level of survey steps, without feedback or what follows them. */
export const publicSurveyLevel = (steps: readonly SurveyStep[]): PublicSurveyStep[] =>
  steps.map((s) => ({
    id: s.id,
    text: s.text,
    surveyChoiceType: s.surveyChoiceType,
    ...(s.options ? { options: s.options.map(choice) } : {}),
  }));

/**
 * Authors tend to list sortable items grouped by target and matches in the order of their choices;
 * published in that order, position would give the answer away. A hash of inquiry and item id gives an
 * order that is stable across requests yet unrelated to the authored one.
 */
function unrelatedOrder<T extends { id: string }>(inquiryId: string, entries: readonly T[]): T[] {
  const rank = (id: string) => {
    let h = 0x811c9dc5; // FNV-1a, 32 bits: tiny, and uniform enough for shuffling a handful of ids.
    for (const ch of `${inquiryId}:${id}`) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    return h;
  };
  return [...entries].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

/** The browser's view of a slide before it is answered. */
export function publicView(slide: Inquiry | ContentSlide): PublicInquiry | PublicContentSlide {
  const base: PublicBase = {
    id: slide.id,
    title: slide.title,
    content: slideContentHtml(slide),
    requiredTime: slide.requiredTime,
    resources: [...slide.resources],
  };
  if (!isKnownType(slide.type)) return { ...base, type: slide.type, unsupported: slide.type !== CONTENT_TYPE };
  const q = slide as Inquiry;
  switch (q.type) {
    case 'TRUE_FALSE':
    case 'TEXT_EDIT':
      return { ...base, type: q.type };
    case 'MULTIPLE_CHOICE':
      return { ...base, type: q.type, choices: q.choices.map(choice), multiple: q.multiple };
    case 'MATCHING_DND_GRP':
      return { ...base, type: q.type, targets: q.targets.map(choice), items: unrelatedOrder(q.id, q.items).map(choice) };
    case 'MATCHING_DND_ANSWERS':
      return { ...base, type: q.type, choices: q.choices.map(choice), matches: unrelatedOrder(q.id, q.matches).map(choice) };
    case 'COMPLETE_STORY': {
      const blanks = Object.entries(q.blanks);
      const optionsOf = (name: string) => blanks.find(([n]) => n === name)?.[1].options;
      return {
        ...base,
        type: q.type,
        text: q.text,
        blanks: Object.fromEntries(
          placeholderNames(q.text).map((name) => {
            const options = optionsOf(name);
            return [name, options ? { options: [...options] } : {}];
          }),
        ),
      };
    }
    case 'HOT_SPOT':
      return {
        ...base,
        type: q.type,
        bgImage: q.bgImage,
        bgWidth: q.bgWidth,
        bgHeight: q.bgHeight,
        bgOffsetX: q.bgOffsetX,
        bgOffsetY: q.bgOffsetY,
      };
    case 'BRANCHING':
      return { ...base, type: q.type, branchingChoices: publicBranchLevel(q.branchingChoices) };
    case 'SURVEY':
      return { ...base, type: q.type, surveyChoices: publicSurveyLevel(q.surveyChoices) };
    case 'STUDENT_POLL':
      return {
        ...base,
        type: q.type,
        choices: q.choices.map(choice),
        multiple: q.multiple,
        ...(q.chartType ? { chartType: q.chartType } : {}),
      };
    case 'FORUM':
      return { ...base, type: q.type, forumKey: q.forumKey, question: q.question };
    case 'ASSIGNMENT':
      return { ...base, type: q.type, assignmentKey: q.assignmentKey, assignmentText: q.assignmentText };
  }
}
