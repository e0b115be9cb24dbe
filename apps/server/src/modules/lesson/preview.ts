import type { AnswerCheckReply, LessonReply } from '@continuum/contracts';
import { authoredOrder } from '../../platform/answer-order.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { findLessonSlides, type NodeRow } from '../catalog/index.js';
import { AnswerInvalidError } from './answers/answer-invalid-error.js';
import { grade } from './answers/grade.js';
import { countsAsDone } from './answers/grade-result.js';
import type { ContentSlide, Inquiry } from './slides/inquiry-schema.js';
import { isKnownType, publicView } from './slides/public-view.js';

/**
 * A lesson as the learner's screen receives it, for an author's preview (decision 0206): the same public view (no
 * answer key, no feedback), choices in authored order and known by their authored ids, and nothing recorded.
 * Slide images and SCORM packages are served under a learner product's path and are not shown in a preview.
 */
export async function previewLesson(db: Db, node: NodeRow): Promise<LessonReply> {
  const slides = await findLessonSlides(db, node.id);
  return {
    lessonId: node.id,
    title: node.title,
    titlePrefix: node.titlePrefix,
    currentIndex: 0,
    inquiries: slides.map((s) => ({
      ...publicView(s.data as unknown as Inquiry | ContentSlide, authoredOrder),
      id: s.key,
      type: s.type,
      title: s.title,
      referenceId: s.id,
      requiredTime: s.requiredTime,
      taken: false,
    })),
  };
}

/** Checks an answer to one slide of a previewed lesson with the learner's grader, and writes nothing (decision 0206). */
export async function previewAnswerCheck(db: Db, node: NodeRow, slideKey: string, answer: unknown): Promise<AnswerCheckReply> {
  const slides = await findLessonSlides(db, node.id);
  const index = slides.findIndex((s) => s.key === slideKey);
  const slide = slides[index];
  if (!slide) throw notFound('slide');
  const data = slide.data as unknown as Inquiry;
  let result: ReturnType<typeof grade>;
  try {
    result = isKnownType(data.type) ? grade(data, answer) : { correct: null, feedback: null, optionFeedback: {}, answers: {} };
  } catch (err) {
    if (!(err instanceof AnswerInvalidError)) throw err;
    const field = `answer${err.field ? `.${err.field.replace(/^inquiryAnswerData\.?/, '')}` : ''}`.replace(/\.$/, '');
    throw new AppError('VALIDATION_FAILED', 400, err.message, [{ field, message: err.message }]);
  }
  const done = countsAsDone(result);
  return {
    answers: result.answers,
    correct: result.correct,
    feedback: result.feedback,
    optionFeedback: result.optionFeedback,
    next: 'next' in result ? result.next : null,
    text: null,
    pollResults: null,
    taken: done,
    progressed: done,
    currentIndex: done ? index + 1 : index,
  };
}
