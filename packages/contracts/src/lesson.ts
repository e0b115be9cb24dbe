import { z } from 'zod';
import { idField, idParam, text } from './inputs.js';

/** A slide as a learner's browser may see it: no answer key, correct flag or feedback (server public view). */
export const publicSlide = z
  .object({
    id: z.string(),
    type: z.string(),
    title: z.string(),
    referenceId: z.number().int(),
    requiredTime: z.number().int(),
    taken: z.boolean(),
  })
  .catchall(z.unknown());
export type PublicSlide = z.infer<typeof publicSlide>;

/** GET api/lesson/{lpId}/{nodeId}. */
export const lessonReply = z.object({
  lessonId: z.number().int(),
  title: z.string(),
  titlePrefix: z.string().nullable(),
  /** Index of the next slide to take (= inquiries.length when all are taken). */
  currentIndex: z.number().int(),
  inquiries: z.array(publicSlide),
});
export type LessonReply = z.infer<typeof lessonReply>;

export const lessonParams = z.object({
  lpId: idParam('lpId'),
  nodeId: idParam('nodeId'),
});

/** GET asset-storage/lesson/{lpId}/{lessonId}/{path}: an image a lesson's slides show (hot-spot backgrounds). */
export const lessonImageParams = z.object({
  lpId: idParam('lpId'),
  lessonId: idParam('lessonId'),
  path: text().min(1, 'path is required').max(255),
});

/** Where the browser loads a lesson image from (the server puts this in a HOT_SPOT slide's bgImage). */
export const lessonImagePath = (lpId: number, lessonId: number, fileName: string) =>
  `/asset-storage/lesson/${lpId}/${lessonId}/${encodeURIComponent(fileName)}`;

export const submitParams = z.object({
  lpId: idParam('lpId'),
  lcId: idParam('lcId'),
  lessonId: idParam('lessonId'),
  inquiryId: idParam('inquiryId'),
  progressOnSuccess: z
    .enum(['true', 'false'], { error: 'progressOnSuccess must be true or false' })
    .transform((v) => v === 'true'),
});

/** The answer-check request of 001 §3 (POST api/lesson/check). */
export const answerCheckBody = z.object({
  learnerProductId: idField('learnerProductId'),
  learningComponentId: idField('learningComponentId'),
  lessonId: idField('lessonId'),
  inquiryId: idField('inquiryId'),
  /** One of lesson-answers' `answerSchemas`, chosen by the type of the inquiry the server loads: the body
   *  does not carry the type, so no union here could pick the right schema or its field messages. */
  inquiryAnswerData: z.unknown(),
  progressOnSuccess: z.boolean().default(true),
});

/** The answer-check reply of 001 §3. */
export const answerCheckReply = z.object({
  answers: z.unknown(),
  correct: z.boolean().nullable(),
  feedback: z.string().nullable(),
  optionFeedback: z.record(z.string(), z.string()),
  next: z.unknown().nullable(),
  text: z.string().nullable(),
  pollResults: z.array(z.object({ label: z.string(), value: z.number().int() })).nullable(),
  /** The slide counts as taken; `progressed`: the learner may go to the next slide. */
  taken: z.boolean(),
  progressed: z.boolean(),
  currentIndex: z.number().int(),
});
export type AnswerCheckReply = z.infer<typeof answerCheckReply>;

/**
 * Reply of POST api/lesson/{lpId}/{lcId}/{lessonId}/finish: the finish reply of 001 §4, plus the lesson's
 * unviewed resources (non-empty: the learner goes to the lessonCompleteResources step; nothing completed).
 */
export const lessonFinishReply = z.object({
  securityQuestionNeeded: z.boolean(),
  securityQuestion: z.number().int().nullable(),
  final: z.boolean(),
  finalComplete: z.boolean(),
  complete: z.boolean(),
  /** True once the lesson node is COMPLETE. */
  lessonComplete: z.boolean(),
  unviewedResources: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type LessonFinishReply = z.infer<typeof lessonFinishReply>;
