import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';

/**
 * The lesson's answer submission (lesson's `submitAnswer`): a learner's response is the answer of the lesson's
 * ASSIGNMENT slide, so it goes through the same rules as any answer. Given by the app: lesson imports this module
 * (it writes the response in the answer's transaction), so this module does not import lesson (decision 0173).
 */
export type SubmitLessonAnswer = (
  ctx: AppContext,
  actor: SessionUser,
  ids: { lpId: number; nodeId: number; slideId: number },
  answer: unknown,
  progressOnSuccess: boolean,
) => Promise<unknown>;

declare module '../../platform/context.js' {
  interface AppServices {
    /** The lesson's answer submission, given by the app: assignment does not import lesson (0173). */
    submitLessonAnswer: SubmitLessonAnswer;
  }
}

/** The assignment module's services, built once in buildApp with what the lesson module gives it. */
export function assignmentServices(deps: { submitLessonAnswer: SubmitLessonAnswer }) {
  return { submitLessonAnswer: deps.submitLessonAnswer };
}
