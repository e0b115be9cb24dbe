import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { audit } from '../audit/index.js';
import type { CourseRules } from '../catalog/index.js';
import { recordFact } from '../progression/index.js';
import { courseDay, forfeitUnitsStudiedSince, seatTimeRules, VALIDATION_MISS_FORFEIT } from '../seat-time/index.js';
import { findChallenge, openChallenge } from '../security-question/index.js';
import type { ValidationRules, ValidationState } from './validation-schedule.js';

/** Purposes of the markers that say a consequence was applied (a passed challenge, never asked): once each. */
const MISS_MARKER = 'PVQ-MISS:';
const FAIL_MARKER = 'PVQ-FAILED';
export const VALIDATION_FAILED_AUDIT = 'COMPLIANCE_VALIDATION_FAILED';

interface Target {
  lpId: number;
  rootNodeId: number;
  rules: CourseRules;
}

/**
 * Applies what the bound profile's failure rule says a missed question and the failure limit do (decision 0193), each
 * once: a miss (RETURN_TO_LAST_VERIFICATION) forfeits the time of every unit studied since the last verification (the
 * learner starts those units again); the limit reached (FAIL_COURSE) records the course's root as COMPLETE_FAIL (the
 * course ended without a pass: it cannot complete) and audits it. A profile without a failure rule does nothing.
 */
export async function applyValidationConsequences(
  ctx: AppContext,
  actor: SessionUser,
  target: Target,
  rules: ValidationRules,
  state: ValidationState,
): Promise<void> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const once = async (purpose: string) => {
    if (await findChallenge(db, target.lpId, target.rootNodeId, purpose)) return false;
    const row = await openChallenge(db, {
      userId: actor.id,
      learnerProductId: target.lpId,
      nodeId: target.rootNodeId,
      purpose,
      question: 1,
      openedAt: now,
      passedAt: now,
    });
    // Another request opened it first: that one applies the consequence.
    return row.openedAt.getTime() === now.getTime();
  };
  if (rules.onMiss === 'RETURN_TO_LAST_VERIFICATION') {
    for (const slot of state.missedSlots) {
      if (!(await once(`${MISS_MARKER}${slot}`))) continue;
      await forfeitUnitsStudiedSince(db, {
        learnerProductId: target.lpId,
        userId: actor.id,
        since: state.lastVerifiedAt,
        day: courseDay(now, seatTimeRules(target.rules).timeZone),
        at: now,
        reason: VALIDATION_MISS_FORFEIT,
      });
    }
  }
  if (state.failed && rules.onLimit === 'FAIL_COURSE' && (await once(FAIL_MARKER))) {
    await db.transaction(async (tx) => {
      await recordFact(tx, target.lpId, target.rootNodeId, 'COMPLETE_FAIL', now);
      await audit(tx, ctx.clock, actor.login, VALIDATION_FAILED_AUDIT, {
        learnerProductId: String(target.lpId),
        timeouts: String(state.timeouts),
        wrongAnswers: String(state.wrongAnswers),
      });
    });
  }
}
