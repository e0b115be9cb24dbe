import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext, AppServices } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  CourseRules,
  type EffectiveRulesReader,
  findProductNodes,
  INSTRUCTOR_NEEDED_RULE,
  type NodeRow,
  nodeAsShown,
} from '../catalog/index.js';
import { findLiveSupport, liveSupportFromJson } from '../instructor/index.js';
import {
  findLearnerProductWithProduct,
  findProductRules,
  type LearnerProductRow,
  type LearnerProductUse,
  mayUseLearnerProduct,
  type ProductRow,
} from '../product/index.js';
import { computeProgression } from './engine.js';
import type { ExamFacts } from './exam-facts.js';
import { findExemptNodeIds } from './exemptions.js';
import { findFacts } from './repo.js';
import type { EngineNode, EngineResult, StatusFact } from './types.js';

export interface LearnerContext {
  lp: LearnerProductRow;
  product: ProductRow;
  rules: CourseRules;
  rootId: number;
  nodes: Map<number, NodeRow & { children: number[] }>;
  facts: Map<number, StatusFact>;
  instructorAvailable: boolean;
  progression: EngineResult;
  /** Exam attempts and banks, for derived data and gauges. */
  exams: ExamFacts;
}

/** What the learner context is loaded with: the database, the app's clock (live support) and the exam facts. */
export type LearnerContextDeps = Pick<AppContext, 'database' | 'clock'> & {
  /** With complianceRules, a bound profile's linear lock applies (decision 0130). */
  services: Pick<AppServices, 'examFacts'> & Partial<Pick<AppServices, 'complianceRules'>>;
};

/**
 * Loads one learner product with its tree and recorded facts and runs the progression engine.
 * Someone else's learner product answers 404 (its existence is not revealed); `use` says whether the caller
 * will write into it (the learner only) or only read it (the learner and administrators).
 */
export async function loadLearnerContext(
  deps: LearnerContextDeps,
  actor: SessionUser,
  lpId: number,
  use: LearnerProductUse = 'read',
): Promise<LearnerContext> {
  const { db } = deps.database;
  const row = await findLearnerProductWithProduct(db, lpId);
  if (!row || !mayUseLearnerProduct(actor, row.lp, use)) throw notFound('learner product');
  const { lp, product } = row;
  if (!product.rootNodeId) throw new AppError('PRODUCT_HAS_NO_CONTENT', 409, 'This product has no content yet');
  const compliance: EffectiveRulesReader | undefined = deps.services.complianceRules;
  const [nodeRows, facts, liveSupport, ruleValues, exams, exemptIds, bound] = await Promise.all([
    findProductNodes(db, product.id),
    findFacts(db, lp.id),
    findLiveSupport(db, product.id),
    findProductRules(db, product.id),
    deps.services.examFacts(db, lp.id, product.id),
    findExemptNodeIds(db, lp.id),
    compliance ? compliance.boundProfiles(db, product.id) : [],
  ]);
  const rules = new CourseRules(ruleValues);
  const linearLock = compliance !== undefined && bound.length > 0 && compliance.merge({ rules }, bound).linearLock;
  const instructorAvailable = liveSupportFromJson(liveSupport, rules, deps.clock.now());
  const nodes = new Map<number, NodeRow & { children: number[] }>();
  // Titles and markers as the rules show them, so every reply built from this context agrees (decision 0110).
  for (const n of nodeRows) nodes.set(n.id, { ...nodeAsShown(n, rules), children: [] });
  // Rows come ordered by parent then position, so children arrive in display order.
  for (const n of nodeRows) if (n.parentId !== null) nodes.get(n.parentId)?.children.push(n.id);
  const engineNodes = new Map<number, EngineNode>();
  for (const n of nodes.values()) {
    engineNodes.set(n.id, {
      id: n.id,
      key: n.key,
      parentId: n.parentId,
      type: n.type,
      metadata: n.metadata,
      children: n.children,
    });
  }
  const progression = computeProgression({
    rootId: product.rootNodeId,
    nodes: engineNodes,
    facts,
    instructorAvailable,
    instructorGating: rules.flag(INSTRUCTOR_NEEDED_RULE),
    leftOffId: lp.leftOffNodeId,
    exemptIds,
    linearLock,
  });
  return { lp, product, rules, rootId: product.rootNodeId, nodes, facts, instructorAvailable, progression, exams };
}

/** The node of this product, or 404. */
export function nodeOf(ctx: LearnerContext, nodeId: number): NodeRow & { children: number[] } {
  const node = ctx.nodes.get(nodeId);
  if (!node) throw notFound('node');
  return node;
}
