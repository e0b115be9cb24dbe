import { z } from 'zod';
import { idParam, text } from './inputs.js';
import { lessonReply } from './lesson.js';

/**
 * Preview as a learner (issue 30, decision 0206): an author opens any node of a version (the draft included) as the
 * learner's screens show it, and checks answers with the learner's grader; nothing is recorded.
 */
export const previewParams = z.object({ productId: idParam('productId'), nodeId: idParam('nodeId') });

const previewNode = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.string(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
  description: z.string().nullable(),
});

/**
 * An exam as an author previews it (decision 0220): the settings a learner is told and every question of the bank in
 * authored order, as the learner's question screen shows one (text and choices, no key, no feedback).
 */
export const previewExam = z.object({
  passingScore: z.number().int(),
  /** Questions drawn for one sitting (the whole bank when the exam does not draw). */
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  /** -1: unlimited. */
  allowedAttempts: z.number().int(),
  questions: z.array(
    z.object({ id: z.string(), text: z.string(), choices: z.array(z.object({ id: z.string(), text: z.string() })) }),
  ),
});
export type PreviewExam = z.infer<typeof previewExam>;

/** GET api/authoring/preview/:productId/nodes/:nodeId */
export const previewNodeReply = z.object({
  productId: z.number().int(),
  lineage: z.string(),
  version: z.number().int(),
  draft: z.boolean(),
  node: previewNode,
  /** The node's children in order, to walk the course in the preview. */
  children: z.array(previewNode.pick({ id: true, key: true, type: true, title: true })),
  /** A lesson's slides exactly as the learner's lesson screen receives them (no key, no feedback); else null. */
  lesson: lessonReply.nullable(),
  /** An exam's bank as the learner's question screen shows it; else null. */
  exam: previewExam.nullable(),
  /** A KEY_POINTS node's key points, sanitized HTML as the learner's resource view gets them; else null. */
  keyPoints: z.array(z.string()).nullable(),
  /** The node's resources by name and type, in their order (opening one is the learner's resource screen). */
  resources: z.array(z.object({ key: z.string(), type: z.string(), title: z.string() })),
});
export type PreviewNodeReply = z.infer<typeof previewNodeReply>;

/** POST api/authoring/preview/:productId/nodes/:nodeId/check: one slide's answer, as a learner's answer body. */
export const previewCheckBody = z.object({
  slideId: text().min(1, 'slideId is required').max(200, 'slideId must be at most 200 characters'),
  answer: z.unknown(),
});
export type PreviewCheckBody = z.infer<typeof previewCheckBody>;

/** POST api/authoring/preview/:productId/nodes/:nodeId/exam-check: one exam question's chosen answer. */
export const previewExamCheckBody = z.object({
  questionId: text().min(1, 'questionId is required').max(200, 'questionId must be at most 200 characters'),
  choiceId: text().min(1, 'choiceId is required').max(20, 'choiceId must be at most 20 characters'),
});
export type PreviewExamCheckBody = z.infer<typeof previewExamCheckBody>;

/** The answer checked as an exam review shows it once the sitting is over: right or not, the right choice, the why. */
export const previewExamCheckReply = z.object({
  correct: z.boolean(),
  correctChoiceIds: z.array(z.string()),
  feedback: z.string().nullable(),
  explanation: z.string().nullable(),
});
export type PreviewExamCheckReply = z.infer<typeof previewExamCheckReply>;
