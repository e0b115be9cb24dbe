import { z } from 'zod';
import { text as storableText } from './inputs.js';
import { limits } from './limits.js';

/**
 * What a learner's browser posts as `inquiryAnswerData`, one schema per inquiry type. These only check
 * shape and size; whether ids exist in the inquiry is the grader's job. Objects strip unknown keys, so
 * the `correct`/`feedback` an old client sends along (001 §3) is dropped, never trusted. Every message
 * names its field because it reaches the learner's screen through a 400.
 *
 * The submit body cannot pick the schema itself: the inquiry type is not in the body but on the slide the
 * server loads, so `answerCheckBody.inquiryAnswerData` stays unknown and the server parses it with
 * `answerSchemas[type]` (decision 0061). The web app imports only the inferred types, never these values,
 * so no zod reaches a lesson route chunk.
 */

/** Texts are capped like a chat message (001 §5); lists are capped so a hostile body cannot make grading costly. */
export const ANSWER_TEXT_MAX = limits.chatMessageMax;
export const ANSWER_LIST_MAX = limits.answerListMax;
const ID_MAX = 64;

const object = { error: 'inquiryAnswerData must be an object' };

const id = (field: string) =>
  z
    .string({ error: `${field} must be an id` })
    .min(1, `${field} must not be empty`)
    .max(ID_MAX, `${field} must be at most ${ID_MAX} characters`);

const idList = (field: string, what: string) =>
  z
    .array(id(`${field} entries`), { error: `${field} must be a list of ids` })
    .min(1, `${field} must name at least one ${what}`)
    .max(ANSWER_LIST_MAX, `${field} must have at most ${ANSWER_LIST_MAX} entries`);

const sizeBetween = (m: object) => {
  const n = Object.keys(m).length;
  return n >= 1 && n <= ANSWER_LIST_MAX;
};
const sizeMessage = (field: string) => `${field} must have between 1 and ${ANSWER_LIST_MAX} entries`;

const idMap = (field: string) =>
  z
    .record(id(`${field} keys`), id(`${field} values`), { error: `${field} must map ids to ids` })
    .refine(sizeBetween, sizeMessage(field));

const text = (field: string) =>
  storableText({ error: `${field} must be text` }).max(ANSWER_TEXT_MAX, `${field} must be at most ${ANSWER_TEXT_MAX} characters`);

/** Assignment and forum texts, and the TEXT_EDIT box, must hold something besides blanks (001 §5). */
const requiredText = (field: string) => text(field).refine((s) => s.trim().length > 0, `${field} must not be empty`);

const coordinate = (field: string) => z.number({ error: `${field} must be a finite number` });

export const trueFalseAnswer = z.object({ value: z.boolean({ error: 'value must be true or false' }) }, object);

export const multipleChoiceAnswer = z.object({ choiceIds: idList('choiceIds', 'choice') }, object);

export const textEditAnswer = z.object({ text: requiredText('text') }, object);

/** MATCHING_DND_GRP: item id -> the target it was dropped on. */
export const sortingAnswer = z.object({ placements: idMap('placements') }, object);

/** MATCHING_DND_ANSWERS: choice id -> the match it was paired with. */
export const matchingAnswer = z.object({ pairs: idMap('pairs') }, object);

export const completeStoryAnswer = z.object(
  {
    blanks: z
      .record(z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'blanks keys must be placeholder names'), requiredText('blanks values'), {
        error: 'blanks must map placeholder names to text',
      })
      .refine(sizeBetween, sizeMessage('blanks')),
  },
  object,
);

/** Clicks in answer-area coordinates; the grader subtracts bgOffsetX/bgOffsetY to reach the image. */
export const hotSpotAnswer = z.object(
  {
    points: z
      .array(z.object({ x: coordinate('points x'), y: coordinate('points y') }, { error: 'points entries must be {x, y}' }), {
        error: 'points must be a list',
      })
      .min(1, 'points must have at least one point')
      .max(ANSWER_LIST_MAX, `points must have at most ${ANSWER_LIST_MAX} entries`),
  },
  object,
);

/** Option ids from the first level down, one per level. */
export const branchingAnswer = z.object({ path: idList('path', 'option') }, object);

const surveyPathEntry = z.object(
  { stepId: id('path stepId'), optionId: id('path optionId').optional(), value: text('path value').optional() },
  { error: 'path entries must be {stepId, optionId?, value?}' },
);

/** One entry per answered step, from the first level down. */
export const surveyAnswer = z.object(
  {
    path: z
      .array(surveyPathEntry, { error: 'path must be a list' })
      .min(1, 'path must have at least one step')
      .max(ANSWER_LIST_MAX, `path must have at most ${ANSWER_LIST_MAX} entries`),
  },
  object,
);

export const studentPollAnswer = z.object({ choiceIds: idList('choiceIds', 'choice') }, object);

export const forumAnswer = z.object({ postText: requiredText('postText') }, object);

export const assignmentAnswer = z.object({ responseText: requiredText('responseText') }, object);

export const answerSchemas = {
  TRUE_FALSE: trueFalseAnswer,
  MULTIPLE_CHOICE: multipleChoiceAnswer,
  TEXT_EDIT: textEditAnswer,
  MATCHING_DND_GRP: sortingAnswer,
  MATCHING_DND_ANSWERS: matchingAnswer,
  COMPLETE_STORY: completeStoryAnswer,
  HOT_SPOT: hotSpotAnswer,
  BRANCHING: branchingAnswer,
  SURVEY: surveyAnswer,
  STUDENT_POLL: studentPollAnswer,
  FORUM: forumAnswer,
  ASSIGNMENT: assignmentAnswer,
} as const satisfies Record<string, z.ZodType>;

/** The inquiry types a learner answers (the server checks its authored InquiryType against this list). */
export type AnswerInquiryType = keyof typeof answerSchemas;

/** The parsed answer data of one inquiry type. */
export type AnswerData<T extends AnswerInquiryType> = z.infer<(typeof answerSchemas)[T]>;

/** Any learner answer: what the submit and check routes carry before the server knows the inquiry type. */
export type LessonAnswerData = AnswerData<AnswerInquiryType>;

export type TrueFalseAnswer = AnswerData<'TRUE_FALSE'>;
export type MultipleChoiceAnswer = AnswerData<'MULTIPLE_CHOICE'>;
export type TextEditAnswer = AnswerData<'TEXT_EDIT'>;
export type SortingAnswer = AnswerData<'MATCHING_DND_GRP'>;
export type MatchingAnswer = AnswerData<'MATCHING_DND_ANSWERS'>;
export type CompleteStoryAnswer = AnswerData<'COMPLETE_STORY'>;
export type HotSpotAnswer = AnswerData<'HOT_SPOT'>;
export type BranchingAnswer = AnswerData<'BRANCHING'>;
export type SurveyAnswer = AnswerData<'SURVEY'>;
export type SurveyAnswerEntry = SurveyAnswer['path'][number];
export type StudentPollAnswer = AnswerData<'STUDENT_POLL'>;
export type ForumAnswer = AnswerData<'FORUM'>;
export type AssignmentAnswer = AnswerData<'ASSIGNMENT'>;
