import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, productRules, products } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CourseRules } from '../catalog/index.js';
import { findProductNodes, type NodeRow } from '../catalog/repo.js';
import { canWriteLearnerProduct } from '../product/index.js';
import type { EngineNode, LearnerContext, StatusFact } from '../progression/index.js';
import { assertEnterable, computeProgression } from '../progression/index.js';
import { findSlides, type SlideRow } from './repo.js';

/**
 * The lesson calls' view of a learner: the same LearnerContext the progression module builds, loaded in
 * one round trip (shared with the other answers arriving at the same time). A course's structure (tree, rules, slides) only changes through a package import, which
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

type LearnerProductRow = typeof learnerProducts.$inferSelect;
type ProductRow = typeof products.$inferSelect;

interface StateRow {
  lp: LearnerProductRow;
  product: ProductRow;
  facts: [number, StatusFact][];
  instructorAvailable: boolean;
  progress: LessonProgressRow | undefined;
}

/** A row of `table` read as JSON (row_to_json: column names, timestamps as text) in drizzle's own shape. */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] = column.dataType === 'date' && value !== null ? new Date(value as string) : value;
  }
  return row as T['$inferSelect'];
}

/**
 * Reads the states of many (learner product, lesson) pairs in one statement: the learner product, its
 * product, the learner's facts, live support and the lesson progress of each.
 */
async function readStates(db: Db, keys: { lpId: number; nodeId: number }[]): Promise<Map<string, StateRow>> {
  const result = await db.execute(sql`
    select i.want_lp as lp_id, i.want_node as node_id, row_to_json(l.*) as lp, row_to_json(p.*) as product,
      coalesce((select json_agg(json_build_array(s.node_id, s.status)) from learner_node_status s
        where s.learner_product_id = l.id), '[]'::json) as facts,
      (select a.available from instructor_availability a where a.product_id = p.id) as instructor_available,
      (select json_build_object('slideIndex', pr.slide_index, 'slideOpenedAt', pr.slide_opened_at) from lesson_progress pr
        where pr.learner_product_id = l.id and pr.node_id = i.want_node) as progress
    from unnest(${sql.param(keys.map((k) => k.lpId))}::int[], ${sql.param(keys.map((k) => k.nodeId))}::int[]) as i (want_lp, want_node)
    join learner_products l on l.id = i.want_lp
    join products p on p.id = l.product_id`);
  type Raw = {
    lp_id: number;
    node_id: number;
    lp: Record<string, unknown>;
    product: Record<string, unknown>;
    facts: [number, StatusFact][];
    instructor_available: boolean | null;
    progress: { slideIndex: number; slideOpenedAt: string } | null;
  };
  const states = new Map<string, StateRow>();
  for (const r of (result as unknown as { rows: Raw[] }).rows) {
    states.set(`${r.lp_id}:${r.node_id}`, {
      lp: fromJson(learnerProducts, r.lp),
      product: fromJson(products, r.product),
      facts: r.facts,
      instructorAvailable: r.instructor_available ?? false,
      progress: r.progress ? { slideIndex: r.progress.slideIndex, slideOpenedAt: new Date(r.progress.slideOpenedAt) } : undefined,
    });
  }
  return states;
}

interface Waiting {
  key: { lpId: number; nodeId: number };
  resolve: (row: StateRow | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces state reads: the reads asked for while one is in flight go together in the next statement,
 * so under load one round trip serves many answers; alone, a read goes out at once.
 */
class StateReader {
  private queue: Waiting[] = [];
  private reading = false;

  constructor(private readonly db: Db) {}

  read(lpId: number, nodeId: number): Promise<StateRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ key: { lpId, nodeId }, resolve, reject });
      if (!this.reading) {
        this.reading = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, 200);
      try {
        const states = await readStates(
          this.db,
          batch.map((w) => w.key),
        );
        for (const w of batch) w.resolve(states.get(`${w.key.lpId}:${w.key.nodeId}`));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.reading = false;
  }
}

const readers = new WeakMap<Db, StateReader>();

/**
 * The learner's context as loadLearnerContext builds it, the slides of `nodeId` and the learner's progress
 * in it. Someone else's learner product answers 404, administrators' included: opening, answering and
 * finishing a lesson all write into the learner's record.
 */
export async function loadLessonState(
  db: Db,
  actor: SessionUser,
  lpId: number,
  nodeId: number,
): Promise<{ ctx: LessonContext; slides: SlideRow[]; progress: LessonProgressRow | undefined }> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new StateReader(db);
    readers.set(db, reader);
  }
  const row = await reader.read(lpId, nodeId);
  if (!row || !canWriteLearnerProduct(actor, row.lp)) throw notFound('learner product');
  const { lp, product } = row;
  if (!product.rootNodeId) throw new AppError('PRODUCT_HAS_NO_CONTENT', 409, 'This product has no content yet');
  const structure = await loadStructure(db, product.id, product.packageHash);
  const facts = new Map<number, StatusFact>(row.facts);
  const { instructorAvailable } = row;
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
  return { ctx, slides, progress: row.progress };
}
