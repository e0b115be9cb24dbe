import type { ExamStatusReply } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { disallowsRetakes, type ExamContext, loadExamContext } from './exam-context.js';
import { DEFAULT_ASSIGNMENTS_MESSAGE, EXAM_RULES } from './exam-rules.js';
import { finishAttempt } from './finish-service.js';
import { historyList } from './history.js';
import * as repo from './repo.js';
import { examStatusOf } from './status-service.js';
import { isPastGrace } from './timer.js';

/** Loads the exam, first closing an unfinished attempt whose time ran out (graded as of its deadline). */
export async function loadExamSettled(
  ctx: AppContext,
  actor: SessionUser,
  componentId: number,
  lpId?: number,
): Promise<{ e: ExamContext; expiredNow: boolean }> {
  const e = await loadExamContext(ctx, actor, componentId, lpId);
  const open = e.attempts.find((a) => !a.finishedAt);
  if (!open || !isPastGrace(open.deadline, ctx.clock.now())) return { e, expiredNow: false };
  await finishAttempt(ctx, e, open.id, ctx.clock.now());
  return { e: await loadExamContext(ctx, actor, componentId, e.ctx.lp.id), expiredNow: true };
}

/** GET api/exam/check/{componentId}: the exam status with its history, gates and intro figures. */
export async function checkExam(
  ctx: AppContext,
  actor: SessionUser,
  componentId: number,
  lpId?: number,
): Promise<ExamStatusReply> {
  const { db } = ctx.database;
  const { e } = await loadExamSettled(ctx, actor, componentId, lpId);
  const { computed, gates, bank, ineligibleReason, affidavitFirst } = await examStatusOf(ctx, e);
  const { ctx: learner, node, settings } = e;
  const open = e.attempts.find((a) => !a.finishedAt);
  const latest = open ?? e.attempts.filter((a) => a.finishedAt).at(-1);
  const starred = open ? (await repo.findAttemptQuestions(db, open.id)).filter((q) => q.starred).map((q) => q.position) : [];
  const state = learner.progression.states.get(node.id);
  const rules = learner.rules;
  const meta = node.metadata;
  return {
    status: computed.status,
    ineligibleReason,
    isFinal: e.isFinal,
    personAssessmentId: latest?.id ?? null,
    examHistoryList: await historyList(db, e, computed),
    proctorRequired: gates.proctorCodeRequired,
    accessRequired: gates.accessCodeRequired,
    driversLicenseRequired: gates.driversLicenseRequired,
    proctorStatus: learner.lp.proctorStatus,
    proctorAffidavitRequired: e.isFinal && rules.flag(EXAM_RULES.proctorSignatureRequired),
    leaveCount: open?.leaveCount ?? 0,
    surveyRequired: rules.flag(EXAM_RULES.surveyRequired) || (e.isFinal && rules.flag(EXAM_RULES.surveyBeforeFinal)),
    // 002 §4 flow step 2: the affidavit prompt before the exam, while the affidavit is due first and not accepted.
    affidavitRequired: affidavitFirst,
    previousDisabled: settings.disablePrevious,
    timeLeft: computed.timeLeft,
    allowedAttemptCount: disallowsRetakes(node) ? 1 : settings.allowedAttempts,
    starredQuestions: starred,
    componentId: node.id,
    learnerProductId: learner.lp.id,
    title:
      e.isFinal && rules.text('SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION')
        ? (rules.text('SC_FINAL_EXAMS_CAN_HAVE_DESCRIPTION') as string)
        : node.title,
    examType: meta.EXAM_TYPE ?? (node.type === 'EXAM_GAUGE' ? 'GAUGE' : 'UNIT'),
    locked: state?.locked ?? true,
    optional: Boolean(state?.optional || state?.ancestorOptional),
    canStart: computed.canStart,
    canResume: computed.canResume,
    canRetake: computed.canRetake,
    attemptCount: computed.attemptCount,
    totalQuestionsNum: open ? open.numQuestions : Math.min(settings.questionCount ?? bank.length, bank.length),
    passingScore: settings.passingScore,
    cumulativeExamTime: settings.timeLimitMinutes,
    introMessage: settings.introMessage ?? node.description ?? null,
    popupBeforeExam: meta.POPUP_BEFORE_EXAM ?? null,
    displayAndRecordTime: (meta.DISPLAY_AND_RECORD_TIME ?? '').toLowerCase() === 'yes',
    disallowRetakes: disallowsRetakes(node),
    maxRetakesReachedMessage: meta.MAX_RETAKES_REACHED_MESSAGE ?? null,
    message:
      computed.status === 'ASSIGNMENT_NOT_COMPLETE'
        ? (rules.text(EXAM_RULES.assignmentsMessage) ?? DEFAULT_ASSIGNMENTS_MESSAGE)
        : null,
    minutesBeforeRetake: e.minutesBeforeRetake,
    accessCodeAccepted: gates.accessCodeAccepted,
    proctorCodeAccepted: gates.proctorCodeAccepted,
    driversLicenseProvided: gates.driversLicenseProvided,
  };
}
