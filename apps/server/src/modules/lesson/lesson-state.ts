import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CourseRules, findProductNodes, type NodeRow, nodeAsShown } from '../catalog/index.js';
import { type InstructorLiveSupport, liveSupportFromJson, liveSupportJsonSql } from '../instructor/index.js';
import {
  canWriteLearnerProduct,
  type LearnerProductRow,
  learnerProductFromJson,
  learnerProductJoin,
  type ProductRow,
  productFromJson,
  readRuleValues,
  ruleValuesJsonSql,
} from '../product/index.js';
import type { EngineNode, LearnerContext, StatusFact } from '../progression/index.js';
import { assertEnterable, computeProgression, exemptNodeIdsJson, nodeStatusesJson } from '../progression/index.js';
import { findSlides, type SlideRow } from './repo.js';

/**
 * The lesson calls' view of a learner: the same LearnerContext the progression module builds, loaded in
 * one round trip (shared with the other answers arriving at the same time). A course's structure (tree, slides) only changes through a package import, which
 * writes a new package hash in the same transaction; so it is cached per product and hash, and every
 * request still reads the hash, the rules (an administrator changes them without an import: the course gates
 * read them, issue 25), the learner's facts and their place in the lesson fresh from the database.
 * Products without a hash (made by hand, not imported) are never cached.
 */

interface Structure {
  hash: string | null;
  nodes: Map<number, NodeRow & { children: number[] }>;
  engineNodes: Map<number, EngineNode>;
  slides: Map<number, Promise<SlideRow[]>>;
}

/** Reads a product's structure: its tree. */
async function loadStructure(db: Db, productId: number, hash: string | null): Promise<Structure> {
  // The rules here only title nodes as shown (decision 0110), kept with the structure; the gates read them fresh.
  const [nodeRows, ruleValues] = await Promise.all([findProductNodes(db, productId), readRuleValues(db, productId)]);
  const rules = new CourseRules(ruleValues);
  const nodes = new Map<number, NodeRow & { children: number[] }>();
  // As the rules show them, like the learner context (decision 0110).
  for (const n of nodeRows) nodes.set(n.id, { ...nodeAsShown(n, rules), children: [] });
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
    slides: new Map(),
  };
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

interface StateRow {
  lp: LearnerProductRow;
  product: ProductRow;
  rules: Record<string, string>;
  facts: [number, StatusFact][];
  exemptIds: number[];
  liveSupport: InstructorLiveSupport[];
  progress: LessonProgressRow | undefined;
}

/**
 * Reads the states of many (learner product, lesson) pairs in one statement: the learner product, its
 * product, the learner's facts, live support and the lesson progress of each.
 */
async function readStates(db: Db, keys: { lpId: number; nodeId: number }[]): Promise<Map<string, StateRow>> {
  const result = await db.execute(sql`
    select i.want_lp as lp_id, i.want_node as node_id, lpp.lp, lpp.product,
      ${ruleValuesJsonSql(sql`lpp.product_id`)} as rules,
      ${nodeStatusesJson(sql`i.want_lp`)} as facts,
      ${exemptNodeIdsJson(sql`i.want_lp`)} as exempt_ids,
      ${liveSupportJsonSql(sql`lpp.product_id`)} as live_support,
      (select json_build_object('slideIndex', pr.slide_index, 'slideOpenedAt', pr.slide_opened_at) from lesson_progress pr
        where pr.learner_product_id = i.want_lp and pr.node_id = i.want_node) as progress
    from unnest(${sql.param(keys.map((k) => k.lpId))}::int[], ${sql.param(keys.map((k) => k.nodeId))}::int[]) as i (want_lp, want_node)
    ${learnerProductJoin(sql`i.want_lp`, 'lpp')}`);
  type Raw = {
    lp_id: number;
    node_id: number;
    lp: Record<string, unknown>;
    product: Record<string, unknown>;
    rules: Record<string, string>;
    facts: [number, StatusFact][];
    exempt_ids: number[];
    live_support: InstructorLiveSupport[] | null;
    progress: { slideIndex: number; slideOpenedAt: string } | null;
  };
  const states = new Map<string, StateRow>();
  for (const r of (result as unknown as { rows: Raw[] }).rows) {
    states.set(`${r.lp_id}:${r.node_id}`, {
      lp: learnerProductFromJson(r.lp),
      product: productFromJson(r.product),
      rules: r.rules,
      facts: r.facts,
      exemptIds: r.exempt_ids,
      liveSupport: r.live_support ?? [],
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

/** Structures kept per product (each replaced when its hash changes); the least recently used go first. */
const MAX_STRUCTURES = 500;

/**
 * The lesson calls' state reads, one per app (built in buildApp): the coalescing reader of the learners'
 * states and the cache of course structures.
 */
export class LessonState {
  private readonly reader: StateReader;
  private readonly structures = new LRUCache<number, Structure>({ max: MAX_STRUCTURES });

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.reader = new StateReader(db);
  }

  /**
   * The learner's context as loadLearnerContext builds it, the slides of `nodeId` and the learner's progress
   * in it. Someone else's learner product answers 404, administrators' included: opening, answering and
   * finishing a lesson all write into the learner's record.
   */
  async load(
    actor: SessionUser,
    lpId: number,
    nodeId: number,
  ): Promise<{ ctx: LessonContext; slides: SlideRow[]; progress: LessonProgressRow | undefined }> {
    const row = await this.reader.read(lpId, nodeId);
    if (!row || !canWriteLearnerProduct(actor, row.lp)) throw notFound('learner product');
    const { lp, product } = row;
    if (!product.rootNodeId) throw new AppError('PRODUCT_HAS_NO_CONTENT', 409, 'This product has no content yet');
    const structure = await this.structure(product.id, product.packageHash);
    const facts = new Map<number, StatusFact>(row.facts);
    const rules = new CourseRules(row.rules);
    const instructorAvailable = liveSupportFromJson(row.liveSupport, rules, this.clock.now());
    const progression = computeProgression({
      rootId: product.rootNodeId,
      nodes: structure.engineNodes,
      facts,
      instructorAvailable,
      instructorGating: rules.flag('SC_INSTRUCTOR_SERVICES_INSTRUCTOR_NEEDED'),
      leftOffId: lp.leftOffNodeId,
      exemptIds: new Set(row.exemptIds),
    });
    const ctx: LessonContext = {
      lp,
      product,
      rules,
      rootId: product.rootNodeId,
      nodes: structure.nodes,
      facts,
      instructorAvailable,
      progression,
    };
    const slides = structure.nodes.get(nodeId)?.type === 'LESSON' ? await slidesOf(this.db, structure, nodeId) : [];
    return { ctx, slides, progress: row.progress };
  }

  private async structure(productId: number, hash: string | null): Promise<Structure> {
    const cached = this.structures.get(productId);
    if (cached && hash !== null && cached.hash === hash) return cached;
    const structure = await loadStructure(this.db, productId, hash);
    if (hash !== null) this.structures.set(productId, structure);
    return structure;
  }
}
