import type { AppContext } from '../../platform/context.js';
import { finalAffidavitAccepted } from '../affidavit/index.js';
import { countIncompleteAssignments } from '../assignment/index.js';
import { examGateStatus } from '../exam-gates/index.js';
import { coursePeriodReason } from '../progression/index.js';
import { findSeatTime, type MinimumTime, minimumTime } from '../seat-time/index.js';
import { surveySubmitted } from '../survey/index.js';
import { disallowsRetakes, type ExamContext } from './exam-context.js';
import { EXAM_RULES } from './exam-rules.js';
import { excusedAssignmentKeys } from './excused-assignments.js';
import * as repo from './repo.js';
import { type ComputedStatus, computeExamStatus } from './status.js';

/** Gathers the facts of 002 §4 for one exam and learner and computes its status and the gates it needs. */
export async function examStatusOf(ctx: AppContext, e: ExamContext) {
  const { db } = ctx.database;
  const { ctx: learner, node } = e;
  const now = ctx.clock.now();
  const periodReason = coursePeriodReason(learner, ctx.clock);
  const ineligibleReason = periodReason ?? (learner.lp.hasMetPrerequisites ? null : 'PREREQUISITES_NOT_MET');
  const state = learner.progression.states.get(node.id);
  const rules = learner.rules;
  const assignmentsRule = e.isFinal && rules.flag(EXAM_RULES.assignmentsBeforeFinal);
  const [seat, bank, incompleteAssignments] = await Promise.all([
    findSeatTime(db, learner.lp.id),
    repo.findActiveQuestions(db, node.id),
    assignmentsRule
      ? excusedAssignmentKeys(db, learner).then((excused) =>
          countIncompleteAssignments(db, learner.product.id, learner.lp.id, excused),
        )
      : Promise.resolve(0),
  ]);
  const nextAttemptNumber = e.lastAttemptNumber + 1;
  const gates = await examGateStatus(
    db,
    {
      userId: learner.lp.userId,
      learnerProductId: learner.lp.id,
      examNodeId: node.id,
      attemptNumber: e.attempts.find((a) => !a.finishedAt)?.attemptNumber ?? nextAttemptNumber,
    },
    ctx.clock,
  );
  const surveyFirstRule = e.isFinal && rules.flag(EXAM_RULES.surveyBeforeFinal);
  const surveyDone = surveyFirstRule ? await surveySubmitted(db, learner.lp.id) : true;
  const affidavitFirstRule =
    e.isFinal && rules.flag(EXAM_RULES.finalAffidavitRequired) && rules.flag(EXAM_RULES.finalAffidavitBeforeExam);
  const affidavitFirst = affidavitFirstRule && !(await finalAffidavitAccepted(db, learner.lp.id));
  const computed: ComputedStatus = computeExamStatus({
    now,
    isFinal: e.isFinal,
    locked: state?.locked ?? true,
    eligible: ineligibleReason === null,
    hasQuestions: bank.length > 0,
    allowedAttempts: e.settings.allowedAttempts,
    disallowRetakes: disallowsRetakes(node),
    requiredAttempts: e.settings.requiredAttempts,
    attempts: e.attempts,
    surveyFirst: surveyFirstRule && !surveyDone,
    affidavitFirst,
    assignmentsIncomplete: incompleteAssignments > 0,
    minimumTime: {
      course: e.isFinal
        ? stricterMinimum(minimumTime(learner, seat, { kind: 'course' }), e.profileMinimumMinutes, seat.totalMs)
        : null,
      unit: minimumTime(learner, seat, { kind: 'unit', nodeId: node.id }),
      study: e.isFinal ? minimumTime(learner, seat, { kind: 'study' }) : null,
    },
    minutesBeforeRetake: e.minutesBeforeRetake,
  });
  return {
    computed,
    gates,
    bank,
    nextAttemptNumber,
    affidavitFirst,
    ineligibleReason: computed.status === 'INELIGIBLE' ? ineligibleReason : null,
  };
}

/**
 * The final's course-time gate: the course's own minimum or a bound profile's (credit hours x its minutes per hour),
 * whichever asks more (issue 27: the stricter wins); credited time is the ledger's.
 */
function stricterMinimum(course: MinimumTime | null, profileMinutes: number | null, creditedMs: number): MinimumTime | null {
  if (profileMinutes === null || (course && course.requiredMinutes >= profileMinutes)) return course;
  const remainingMinutes = Math.max(0, Math.ceil(profileMinutes - creditedMs / 60_000));
  return {
    requiredMinutes: profileMinutes,
    creditedMinutes: Math.floor(creditedMs / 60_000),
    remainingMinutes,
    met: remainingMinutes === 0,
  };
}
