import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppServices } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { EffectiveRulesReader, NodeRow } from '../catalog/index.js';
import { type LearnerContext, type LearnerContextDeps, loadLearnerContext } from '../progression/index.js';
import { type ExamSettings, parseSettings } from './exam-schema.js';
import * as repo from './repo.js';

export const EXAM_NODE_TYPES: ReadonlySet<string> = new Set(['EXAM', 'EXAM_GAUGE']);

export interface ExamContext {
  ctx: LearnerContext;
  node: NodeRow & { children: number[] };
  settings: ExamSettings;
  /** The learner's attempts in order; reset ones (decision 0078) left out: they count for nothing. */
  attempts: repo.AttemptRow[];
  /** The highest attempt number, reset attempts included (numbers are never reused). */
  lastAttemptNumber: number;
  isFinal: boolean;
  /** Trial enrolments' attempts earn nothing (purchaseType TRIAL). */
  trial: boolean;
  /** A final's wait after a failed attempt: SC_FINAL_EXAMS_MINS_BEFORE_RETAKE or a bound profile's, the longer. */
  minutesBeforeRetake: number;
  /** A final's minimum course time (minutes) a bound profile asks (credit hours x its minutes per hour), or null. */
  profileMinimumMinutes: number | null;
}

/**
 * The exam node `componentId` in the actor's own enrolment (the one named, else the latest), with its
 * settings and attempts. Anything else, including another learner's enrolment, is 404.
 */
export async function loadExamContext(
  deps: LearnerContextDeps & { services: Pick<AppServices, 'complianceRules'> },
  actor: SessionUser,
  componentId: number,
  lpId?: number,
): Promise<ExamContext> {
  const { db } = deps.database;
  const learnerProductId = await repo.findLearnerProductIdForNode(db, actor.id, componentId, lpId);
  if (!learnerProductId) throw notFound('exam');
  const ctx = await loadLearnerContext(deps, actor, learnerProductId, 'write');
  const node = ctx.nodes.get(componentId);
  if (!node || !EXAM_NODE_TYPES.has(node.type)) throw notFound('exam');
  const [rawSettings, attempts] = await Promise.all([
    repo.findSettings(db, componentId),
    repo.findAttempts(db, learnerProductId, componentId),
  ]);
  const isFinal = node.metadata.EXAM_TYPE === 'FINAL';
  const settings = parseSettings(rawSettings);
  let minutesBeforeRetake = isFinal ? ctx.rules.int('SC_FINAL_EXAMS_MINS_BEFORE_RETAKE') : 0;
  let profileMinimumMinutes: number | null = null;
  if (isFinal) {
    // A bound compliance profile's final-exam rules where stricter than the exam's own (decision 0130).
    const compliance: EffectiveRulesReader = deps.services.complianceRules;
    const effective = await compliance.forProduct(db, ctx.product.id, { rules: ctx.rules });
    minutesBeforeRetake = effective.retakeWaitMinutes;
    profileMinimumMinutes = effective.minimumMinutes;
    const cap = effective.finalAttempts;
    if (cap !== null) settings.allowedAttempts = settings.allowedAttempts < 0 ? cap : Math.min(settings.allowedAttempts, cap);
    // A different form on retake: every question of a retake not asked last time, as far as the pool allows.
    if (effective.differentFormOnRetake)
      settings.minNewQuestions = Math.max(settings.minNewQuestions, settings.questionCount ?? 1000);
  }
  return {
    ctx,
    node,
    settings,
    attempts: attempts.filter((a) => !a.resetAt),
    lastAttemptNumber: attempts.at(-1)?.attemptNumber ?? 0,
    isFinal,
    trial: ctx.lp.purchaseType === 'TRIAL',
    minutesBeforeRetake,
    profileMinimumMinutes,
  };
}

/** DISALLOW_RETAKES node metadata. */
export const disallowsRetakes = (node: { metadata: Record<string, string> }) =>
  (node.metadata.DISALLOW_RETAKES ?? '').toLowerCase() === 'yes';
