import { type AnswerOrder, authoredOrder } from '../../../platform/answer-order.js';
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
 * hot-spot geometry are never copied; branching and survey publish one level at a time. Lists whose
 * position could give the answer away go out in the learner's own order (decision 0055).
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

const byId = (e: { id: string }) => e.id;
const byText = (o: string) => o;
const isPinned = (c: { fixedPosition?: boolean | undefined }) => c.fixedPosition === true;

/**
 * The order this slide's lists are shown in: the learner's own (answer-order.ts), unless the author fixed
 * it. Sorting targets and the left-hand matching choices stay as authored: they are what the learner
 * places things on, and their order tells nothing about the answer.
 */
const orderOf = (q: { fixedOrder?: boolean | undefined }, order: AnswerOrder): AnswerOrder =>
  q.fixedOrder ? authoredOrder : order;

/** A later branching level (returned with a check) in the same learner's order as the first. */
export function orderedBranchLevel(
  q: Inquiry,
  next: PublicChoice[] | PublicSurveyStep[] | null,
  order: AnswerOrder,
): PublicChoice[] | PublicSurveyStep[] | null {
  return q.type === 'BRANCHING' && next ? orderOf(q, order)(next as PublicChoice[], byId) : next;
}

/** The browser's view of a slide before it is answered. */
export function publicView(slide: Inquiry | ContentSlide, learnerOrder: AnswerOrder): PublicInquiry | PublicContentSlide {
  const base: PublicBase = {
    id: slide.id,
    title: slide.title,
    content: slideContentHtml(slide),
    requiredTime: slide.requiredTime,
    resources: [...slide.resources],
  };
  if (!isKnownType(slide.type)) return { ...base, type: slide.type, unsupported: slide.type !== CONTENT_TYPE };
  const q = slide as Inquiry;
  const order = orderOf(q as { fixedOrder?: boolean }, learnerOrder);
  switch (q.type) {
    case 'TRUE_FALSE':
    case 'TEXT_EDIT':
      return { ...base, type: q.type };
    case 'MULTIPLE_CHOICE':
      return { ...base, type: q.type, choices: order(q.choices, byId, isPinned).map(choice), multiple: q.multiple };
    case 'MATCHING_DND_GRP':
      return { ...base, type: q.type, targets: q.targets.map(choice), items: order(q.items, byId).map(choice) };
    case 'MATCHING_DND_ANSWERS':
      return { ...base, type: q.type, choices: q.choices.map(choice), matches: order(q.matches, byId).map(choice) };
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
            return [name, options ? { options: order(options, byText) } : {}];
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
      return { ...base, type: q.type, branchingChoices: order(publicBranchLevel(q.branchingChoices), byId) };
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
