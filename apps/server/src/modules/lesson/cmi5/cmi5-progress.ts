import type { AppContext } from '../../../platform/context.js';
import type { Cmi5Slide } from '../sco/cmi5-schema.js';
import { cmi5Facts, statusOf } from './cmi5-outcome.js';
import { definedStatements } from './cmi5-repo.js';

/**
 * The outcome of a cmi5 slide for the lesson's answer check (decision 0209): done when the AU's moveOn is met;
 * correct when it passed, false when it failed and never passed. Stored as the slide's submission.
 */
export async function cmi5Outcome(ctx: AppContext, lpId: number, slideId: number, slide: Cmi5Slide) {
  const status = statusOf(slide.moveOn, cmi5Facts(await definedStatements(ctx.database.db, lpId, slideId)));
  return {
    done: status.satisfied,
    correct: status.passed ? true : status.failed ? false : null,
    answers: {
      moveOn: status.moveOn,
      completed: status.completed,
      passed: status.passed,
      failed: status.failed,
      scoreScaled: status.scoreScaled,
    },
  };
}
