import type { SessionUser } from '../../platform/auth/session-repo.js';
import { notFound } from '../../platform/errors.js';
import type { NodeRow } from '../catalog/index.js';
import { type LearnerContext, type LearnerContextDeps, loadLearnerContext } from '../progression/index.js';
import { type ExamSettings, parseSettings } from './exam-schema.js';
import * as repo from './repo.js';

export const EXAM_NODE_TYPES = new Set(['EXAM', 'EXAM_GAUGE']);

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
}

/**
 * The exam node `componentId` in the actor's own enrolment (the one named, else the latest), with its
 * settings and attempts. Anything else, including another learner's enrolment, is 404.
 */
export async function loadExamContext(
  deps: LearnerContextDeps,
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
  return {
    ctx,
    node,
    settings: parseSettings(rawSettings),
    attempts: attempts.filter((a) => !a.resetAt),
    lastAttemptNumber: attempts.at(-1)?.attemptNumber ?? 0,
    isFinal: node.metadata.EXAM_TYPE === 'FINAL',
    trial: ctx.lp.purchaseType === 'TRIAL',
  };
}

/** DISALLOW_RETAKES node metadata. */
export const disallowsRetakes = (node: { metadata: Record<string, string> }) =>
  (node.metadata.DISALLOW_RETAKES ?? '').toLowerCase() === 'yes';
