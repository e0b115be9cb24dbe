import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, productRules, products } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CourseRules } from '../catalog/course-rules.js';
import { findProductNodes, type NodeRow } from '../catalog/repo.js';
import { canViewLearnerProduct } from '../product/policy.js';
import { computeProgression } from '../progression/engine.js';
import type { LearnerContext } from '../progression/learner-context.js';
import { assertEnterable } from '../progression/record-progress.js';
import type { EngineNode, StatusFact } from '../progression/types.js';
import { findSlides, type SlideRow } from './repo.js';

/**
 * The lesson calls' view of a learner: the same LearnerContext the progression module builds, loaded in
 * one round trip. A course's structure (tree, rules, slides) only changes through a package import, which
 * writes a new package hash in the same transaction; so it is cached per product and hash, and every
 * request still reads the hash, the learner's facts and their place in the lesson fresh from the database.
 * Products without a hash (made by hand, not imported) are never cached.
 */

interface Structure {
  hash: string | null;
  nodes: Map<number, NodeRow & { children: number[] }>;
  engineNodes: Map<number, EngineNode>;
  rules: CourseRules;
  slides: Map<number, Promise<SlideRow[]>>;
}

/** Per database handle and product; bounded by the number of products, each replaced when its hash changes. */
const cache = new WeakMap<Db, Map<number, Structure>>();

async function loadStructure(db: Db, productId: number, hash: string | null): Promise<Structure> {
  let structures = cache.get(db);
  if (!structures) {
    structures = new Map();
    cache.set(db, structures);
  }
  const cached = structures.get(productId);
  if (cached && hash !== null && cached.hash === hash) return cached;
  const [nodeRows, ruleRows] = await Promise.all([
    findProductNodes(db, productId),
    db.select().from(productRules).where(eq(productRules.productId, productId)),
  ]);
  const nodes = new Map<number, NodeRow & { children: number[] }>();
  for (const n of nodeRows) nodes.set(n.id, { ...n, children: [] });
  // Rows come ordered by parent then position, so children arrive in display order.
  for (const n of nodeRows) if (n.parentId !== null) nodes.get(n.parentId)?.children.push(n.id);
  const engineNodes = new Map<number, EngineNode>();
  for (const n of nodes.values())
    engineNodes.set(n.id, {
      id: n.id,
      key: n.key,
      parentId: n.parentId,
      type: n.type,
      metadata: n.metadata,
      children: n.children,
    });
  const structure: Structure = {
    hash,
    nodes,
    engineNodes,
    rules: new CourseRules(Object.fromEntries(ruleRows.map((r) => [r.key, r.value]))),
    slides: new Map(),
  };
  if (hash !== null) structures.set(productId, structure);
  return structure;
}

/** The lesson's slides, from the structure (loaded once per import when the product is cached). */
function slidesOf(db: Db, structure: Structure, nodeId: number): Promise<SlideRow[]> {
  const known = structure.slides.get(nodeId);
  if (known) return known;
  // A drizzle query is a lazy thenable that runs again on every await: keep the promise of one run.
  const loading = Promise.resolve(findSlides(db, nodeId));
  structure.slides.set(nodeId, loading);
  // A failed read is not remembered.
  loading.catch(() => structure.slides.delete(nodeId));
  return loading;
}

/**
 * The learner context without exam facts: the lesson calls never read exam attempts, and loading them
 * would cost every answer a round trip.
 */
export type LessonContext = Omit<LearnerContext, 'exams'>;

/** assertEnterable for a lesson context: it reads the course dates, the tree and the progression, never exam facts. */
export function assertLessonEnterable(ctx: LessonContext, nodeId: number, clock: Clock) {
  return assertEnterable(ctx as LearnerContext, nodeId, clock);
}

export interface LessonProgressRow {
  slideIndex: number;
  slideOpenedAt: Date;
}

/** One round trip: the learner product, its product, the learner's facts, live support, lesson progress. */
const learnerState = (db: Db) =>
  db
    .select({
      lp: learnerProducts,
      product: products,
      facts: sql<[number, StatusFact][]>`coalesce((select json_agg(json_build_array(s.node_id, s.status))
        from learner_node_status s where s.learner_product_id = ${learnerProducts.id}), '[]'::json)`,
      instructorAvailable: sql<boolean | null>`(select a.available from instructor_availability a
        where a.product_id = ${products.id})`,
      progress: sql<{ slideIndex: number; slideOpenedAt: string } | null>`(select json_build_object(
        'slideIndex', p.slide_index, 'slideOpenedAt', p.slide_opened_at) from lesson_progress p
        where p.learner_product_id = ${learnerProducts.id} and p.node_id = ${sql.placeholder('nodeId')})`,
    })
    .from(learnerProducts)
    .innerJoin(products, eq(products.id, learnerProducts.productId))
    .where(eq(learnerProducts.id, sql.placeholder('lpId')))
    .limit(1);

/** Prepared once per database handle (node-postgres then prepares it once per connection). */
const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof learnerState>['prepare']>>();

/**
 * The learner's context as loadLearnerContext builds it, the slides of `nodeId` and the learner's progress
 * in it. Someone else's learner product answers 404.
 */
export async function loadLessonState(
  db: Db,
  actor: SessionUser,
  lpId: number,
  nodeId: number,
): Promise<{ ctx: LessonContext; slides: SlideRow[]; progress: LessonProgressRow | undefined }> {
  let query = prepared.get(db);
  if (!query) {
    query = learnerState(db).prepare('lesson_learner_state');
    prepared.set(db, query);
  }
  const [row] = await query.execute({ lpId, nodeId });
  if (!row || !canViewLearnerProduct(actor, row.lp)) throw notFound('learner product');
  const { lp, product } = row;
  if (!product.rootNodeId) throw new AppError('PRODUCT_HAS_NO_CONTENT', 409, 'This product has no content yet');
  const structure = await loadStructure(db, product.id, product.packageHash);
  const facts = new Map<number, StatusFact>(row.facts);
  const instructorAvailable = row.instructorAvailable ?? false;
  const progression = computeProgression({
    rootId: product.rootNodeId,
    nodes: structure.engineNodes,
    facts,
    instructorAvailable,
    instructorGating: structure.rules.flag('SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED'),
    leftOffId: lp.leftOffNodeId,
  });
  const ctx: LessonContext = {
    lp,
    product,
    rules: structure.rules,
    rootId: product.rootNodeId,
    nodes: structure.nodes,
    facts,
    instructorAvailable,
    progression,
  };
  const slides = structure.nodes.get(nodeId)?.type === 'LESSON' ? await slidesOf(db, structure, nodeId) : [];
  const progress = row.progress
    ? { slideIndex: row.progress.slideIndex, slideOpenedAt: new Date(row.progress.slideOpenedAt) }
    : undefined;
  return { ctx, slides, progress };
}
