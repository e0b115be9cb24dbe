import type { IdleTimeoutReply, LessonAudit } from '@continuum/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { Clock } from '../../platform/clock.js';
import type { AppServices } from '../../platform/context.js';
import type { Database } from '../../platform/db/client.js';
import { seatTimeClock, seatTimeDaily, timeOnTask } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { CourseRules, nodeProductIdSql } from '../catalog/index.js';
import { findProductRules, findUserLearnerProductId, learnerProductProductIdSql } from '../product/index.js';
import { type LearnerContextDeps, loadLearnerContext } from '../progression/index.js';
import { type DayTotal, HeartbeatCoalescer } from './coalescer.js';
import { forfeitNodeTime, IDLE_FORFEIT } from './forfeit.js';
import { currentNode, markStarted } from './repo.js';
import {
  type CourseSeatTimeRules,
  courseDay,
  HEARTBEAT_CAP_MS,
  loadCourseRules,
  loadOwner,
  type SeatTimeSettings,
} from './settings.js';
import { unitNodeIds } from './unit.js';

interface TotRecord {
  id: number;
  userId: number;
  lpId: number;
  nodeId: number;
}

const SETTINGS_TTL_MS = 60_000;

/** A heartbeat's reply. */
export interface HeartbeatResult {
  maxTimeHit: boolean;
  popUpMessage: string | null;
  /** With the notice: the course-calendar day (YYYY-MM-DD) it is raised for. */
  day?: string;
}
const NO_NOTICE: HeartbeatResult = Object.freeze({ maxTimeHit: false, popUpMessage: null });

/** A course's rules: the load in flight or done, and the last loaded value (served while a reload runs). */
interface RulesEntry {
  value: Promise<CourseSeatTimeRules>;
  at: number;
  current: CourseSeatTimeRules | undefined;
}
const CACHE_MAX = 500_000;

/**
 * Seat time: time-on-task records, heartbeats through the coalescer, idle, and the once-a-day
 * max-time notice. Hot-path look-ups (time-on-task owner, course settings, today's total) are served
 * from memory so a heartbeat costs no database round trip.
 */
export class SeatTimeService {
  readonly coalescer: HeartbeatCoalescer;
  // Bounded: the least recently used entries go first.
  private readonly tots = new LRUCache<number, TotRecord>({ max: CACHE_MAX });
  private readonly owners = new LRUCache<number, { userId: number; productId: number }>({ max: CACHE_MAX });
  private readonly courseRules = new Map<number, RulesEntry>();
  private readonly today = new Map<number, { day: string; creditedMs: number; noticed: boolean }>();

  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      log: FastifyBaseLogger;
      flushIntervalMs: number;
      /** The learner context's exam facts (start of a task checks the node is open); the bound profiles' rules. */
      services: LearnerContextDeps['services'] & Pick<AppServices, 'complianceRules'>;
    },
  ) {
    this.coalescer = new HeartbeatCoalescer({
      db: deps.database.db,
      log: deps.log,
      // PGlite runs in this thread at ~0.1 ms a row: 50-row chunks block the event loop ~7 ms at most. On
      // PostgreSQL 500 rows keep a statement's JSON (~55 KB) a young, ordinary string: past ~128 KB V8 puts a
      // string straight into the old generation, where only a major collection frees it (decision 0050).
      batchSize: deps.database.kind === 'pglite' ? 50 : 500,
      onTotals: (totals) => this.recordTotals(totals),
    });
  }

  start(): void {
    this.coalescer.start(this.deps.flushIntervalMs);
  }

  close(): Promise<void> {
    return this.coalescer.close();
  }

  private recordTotals(totals: DayTotal[]): void {
    for (const t of totals) this.today.set(t.lpId, { day: t.day, creditedMs: t.creditedMs, noticed: t.maxNoticeAt !== null });
  }

  /** A learner product's owner (kept: it never changes) and its course's rules (kept for a minute). */
  private async settingsFor(lpId: number): Promise<SeatTimeSettings> {
    const { db } = this.deps.database;
    let owner = this.owners.get(lpId);
    if (!owner) {
      const loaded = await loadOwner(db, lpId);
      if (!loaded) throw notFound('learner product');
      owner = loaded;
      this.owners.set(lpId, owner);
    }
    return { lpId, ...owner, ...(await this.rulesFor(owner.productId)) };
  }

  /**
   * A course's seat-time rules, kept for a minute. When they expire the last value keeps answering while
   * one query reloads them: otherwise, once a minute, every heartbeat of the course would wait on that query
   * behind whatever the pool is busy with. Only the first load is awaited.
   */
  private rulesFor(productId: number): CourseSeatTimeRules | Promise<CourseSeatTimeRules> {
    const now = Date.now();
    const cached = this.courseRules.get(productId);
    if (cached && now - cached.at <= SETTINGS_TTL_MS) return cached.current ?? cached.value;
    const value = loadCourseRules(this.deps.database.db, productId, this.deps.services.complianceRules);
    const entry: RulesEntry = { value, at: now, current: cached?.current };
    this.courseRules.set(productId, entry);
    value.then(
      (rules) => {
        entry.current = rules;
      },
      () => {
        // A failed reload is retried by the next heartbeat; the last known rules keep answering meanwhile.
        if (this.courseRules.get(productId) === entry) {
          if (entry.current) entry.at = 0;
          else this.courseRules.delete(productId);
        }
      },
    );
    return entry.current ?? value;
  }

  /**
   * POST api/tot/start: the learner opened a learning component of one of their products. Refused for a node the
   * progression engine locks (403 NODE_LOCKED, as recording progress there is) or outside their products (404):
   * seat time is only ever credited to a record started here (decision 0056). The start call is the record's
   * first evidence of presence; it credits nothing itself. This is where the cost of the check belongs: a
   * heartbeat only names a record and is answered from memory.
   */
  async startTask(actor: SessionUser, nodeId: number, name: string): Promise<number> {
    const { db } = this.deps.database;
    const lpId = await findUserLearnerProductId(db, actor.id, nodeProductIdSql(nodeId));
    if (lpId === undefined) throw notFound('learning component');
    const row = { lpId };
    const ctx = await loadLearnerContext(this.deps, actor, row.lpId);
    const state = ctx.progression.states.get(nodeId);
    if (!state || state.locked) throw new AppError('NODE_LOCKED', 403, 'This part of the course is locked');
    const now = this.deps.clock.now();
    const id = await db.transaction(async (tx) => {
      const [tot] = await tx
        .insert(timeOnTask)
        .values({ userId: actor.id, learnerProductId: row.lpId, nodeId, name: name.slice(0, 300), startedAt: now })
        .returning({ id: timeOnTask.id });
      if (!tot) throw new Error('time_on_task insert returned nothing');
      await markStarted(tx, actor.id, tot.id, now);
      return tot.id;
    });
    this.coalescer.markActive(actor.id);
    this.remember({ id, userId: actor.id, lpId: row.lpId, nodeId });
    // Owner and course rules cached now, so the record's heartbeats are answered from memory.
    await this.settingsFor(row.lpId);
    return id;
  }

  private remember(tot: TotRecord): void {
    this.tots.set(tot.id, tot);
  }

  /** A time-on-task record, cached, or read with its learner product's owner (whoever it belongs to). */
  private async task(timeOnTaskId: number): Promise<TotRecord | undefined> {
    let tot = this.tots.get(timeOnTaskId);
    if (!tot) {
      // One query learns the record and its learner product's owner, so the first beat costs one round trip.
      const [row] = await this.deps.database.db
        .select({ tot: timeOnTask, productId: learnerProductProductIdSql(timeOnTask.learnerProductId) })
        .from(timeOnTask)
        .where(eq(timeOnTask.id, timeOnTaskId))
        .limit(1);
      if (row) {
        tot = { id: row.tot.id, userId: row.tot.userId, lpId: row.tot.learnerProductId, nodeId: row.tot.nodeId };
        this.remember(tot);
        if (!this.owners.has(tot.lpId)) this.owners.set(tot.lpId, { userId: row.tot.userId, productId: row.productId });
      }
    }
    return tot;
  }

  private async beat(tot: TotRecord): Promise<SeatTimeSettings> {
    const s = await this.settingsFor(tot.lpId);
    this.coalescer.add(tot, s, HEARTBEAT_CAP_MS, this.deps.clock.nowMs());
    return s;
  }

  /** Today's known total when it has reached the course's daily maximum and the notice is not yet raised. */
  private noticeMayBeDue(lpId: number, dailyMaxMs: number | null) {
    const state = this.today.get(lpId);
    return dailyMaxMs && state && !state.noticed && state.creditedMs >= dailyMaxMs ? state : undefined;
  }

  /** The learner's own record, matching the product the browser names; otherwise 404 (another's looks missing). */
  private ownTask(tot: TotRecord | undefined, actor: SessionUser, currentProductId: number | undefined): TotRecord {
    if (!tot || tot.userId !== actor.id || (currentProductId !== undefined && currentProductId !== tot.lpId)) {
      throw notFound('time on task');
    }
    return tot;
  }

  /**
   * POST api/tot/update answered from memory, without a promise: the common case of a learner whose
   * time-on-task record, learner product and course rules are cached and who is not due the max-time notice.
   * Undefined when any of that is missing: `heartbeat` then does the whole job (nothing was recorded here).
   * Another learner's record throws 404 as `heartbeat` would.
   */
  heartbeatCached(actor: SessionUser, timeOnTaskId: number, currentProductId: number | undefined): HeartbeatResult | undefined {
    const cached = this.tots.get(timeOnTaskId);
    if (!cached) return undefined;
    const tot = this.ownTask(cached, actor, currentProductId);
    const owner = this.owners.get(tot.lpId);
    const rules = owner && this.rulesNow(owner.productId);
    if (!rules || this.noticeMayBeDue(tot.lpId, rules.dailyMaxMs)) return undefined;
    this.coalescer.add(tot, rules, HEARTBEAT_CAP_MS, this.deps.clock.nowMs());
    return NO_NOTICE;
  }

  /** A course's rules when known (a reload may be running); undefined before the first load has finished. */
  private rulesNow(productId: number): CourseSeatTimeRules | undefined {
    const cached = this.rulesFor(productId);
    return cached instanceof Promise ? undefined : cached;
  }

  /** POST api/tot/update: a heartbeat. Answers the max-time notice at most once per day. */
  async heartbeat(actor: SessionUser, timeOnTaskId: number, currentProductId: number | undefined): Promise<HeartbeatResult> {
    const tot = this.ownTask(await this.task(timeOnTaskId), actor, currentProductId);
    const s = await this.beat(tot);
    const state = this.noticeMayBeDue(tot.lpId, s.dailyMaxMs);
    if (!state) return NO_NOTICE;
    // The course's calendar day, sent with the notice: the client remembers it by this day, not the browser's.
    const day = courseDay(this.deps.clock.now(), s.timeZone);
    if (state.day !== day) return NO_NOTICE;
    // Claim the notice in the database so other instances and restarts do not raise it again today.
    const claimed = await this.deps.database.db
      .update(seatTimeDaily)
      .set({ maxNoticeAt: this.deps.clock.now() })
      .where(and(eq(seatTimeDaily.learnerProductId, tot.lpId), eq(seatTimeDaily.day, day), isNull(seatTimeDaily.maxNoticeAt)))
      .returning({ lp: seatTimeDaily.learnerProductId });
    state.noticed = true;
    return claimed.length > 0 ? { maxTimeHit: true, popUpMessage: s.popUpMessage, day } : NO_NOTICE;
  }

  /** POST api/tot/idle/{lpId}: stop crediting until the next active heartbeat. */
  async idle(actor: SessionUser, lpId: number): Promise<void> {
    const s = await this.settingsFor(lpId);
    if (s.userId !== actor.id) throw notFound('learner product');
    if (!this.coalescer.markIdle(actor.id)) {
      await this.deps.database.db.update(seatTimeClock).set({ idle: true }).where(eq(seatTimeClock.userId, actor.id));
    }
  }

  /**
   * POST api/tot/idle-timeout/{lpId}: the learner's client saw the idle limit pass. What follows is the effective
   * idle rule's (decision 0131): DEDUCT_ONLY stops crediting as idle does; LOG_OUT also ends the session (the route
   * does); LOG_OUT_FORFEIT_UNIT (NMLS) first forfeits the current unit's credited time, written to the ledger as
   * negative entries with their reason. The client can only lose time by calling this, so its word is taken.
   */
  async idleTimeout(actor: SessionUser, lpId: number, timeOnTaskId: number | undefined): Promise<IdleTimeoutReply> {
    const s = await this.settingsFor(lpId);
    if (s.userId !== actor.id) throw notFound('learner product');
    const { db } = this.deps.database;
    const rules = new CourseRules(await findProductRules(db, s.productId));
    const { idle } = await this.deps.services.complianceRules.forProduct(db, s.productId, { rules });
    await this.idle(actor, lpId);
    if (idle.action === 'DEDUCT_ONLY') return { loggedOut: false, forfeitedMs: 0, reason: null };
    if (idle.action === 'LOG_OUT') return { loggedOut: true, forfeitedMs: 0, reason: 'IDLE_ACTION' };
    // Beats still in memory are credited first, so the forfeit takes them too.
    await this.coalescer.flush();
    const nodeId = await currentNode(db, lpId, timeOnTaskId);
    let forfeitedMs = 0;
    if (nodeId !== undefined) {
      const ctx = await loadLearnerContext(this.deps, actor, lpId);
      forfeitedMs = await forfeitNodeTime(db, {
        learnerProductId: lpId,
        userId: actor.id,
        nodeIds: unitNodeIds(ctx, nodeId),
        day: courseDay(this.deps.clock.now(), s.timeZone),
        at: this.deps.clock.now(),
        reason: IDLE_FORFEIT,
      });
      // The day's total the daily maximum reads is reloaded from the database at the next flush.
      this.today.delete(lpId);
    }
    return { loggedOut: true, forfeitedMs, reason: 'IDLE_ACTION' };
  }

  /** POST api/tot/lesson: the lesson audit as the learner leaves a slide or lesson. */
  async lessonAudit(actor: SessionUser, audit: LessonAudit): Promise<void> {
    const tot = this.ownTask(await this.task(audit.exitedTimeOnTaskId), actor, undefined);
    await this.deps.database.db
      .update(timeOnTask)
      .set({
        exitedAt: this.deps.clock.now(),
        complete: audit.complete,
        lessonName: audit.lessonName ?? null,
        nextSlideName: audit.nextSlideName ?? null,
        previousSlideName: audit.previousSlideName ?? null,
      })
      .where(eq(timeOnTask.id, tot.id));
  }
}
