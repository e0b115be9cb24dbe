import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { batchJson, flushStatement, type PendingCredit } from './ledger-sql.js';

export interface DayTotal {
  lpId: number;
  day: string;
  creditedMs: number;
  maxNoticeAt: Date | null;
}

/** What a beat says about where the learner is (a time-on-task record: its id and fields). */
export interface BeatPlace {
  id: number;
  userId: number;
  lpId: number;
  nodeId: number;
}

/** The course rules a beat is credited under. */
export interface BeatRules {
  dailyMaxMs: number | null;
  timeZone: string;
}

/**
 * One flush as the metrics see it: lag is how long the oldest beat it wrote waited in memory (from the moment
 * the pending list stopped being empty to the end of the writes), on the monotonic clock.
 */
export interface FlushObservation {
  lagMs: number;
  durationMs: number;
  learners: number;
  failedChunks: number;
}

/** A learner's slot: kept between flushes and reused, so a beat allocates nothing that outlives it. */
interface Slot extends PendingCredit {
  pending: boolean;
}

/** Slots kept for learners seen; past this the oldest idle ones are dropped (a new slot costs nothing but memory). */
const SLOTS_MAX = 500_000;

/**
 * Heartbeats are kept in memory, one slot per learner, and written in batches: one multi-row
 * statement per batch every `intervalMs`. A crash loses at most one interval of heartbeats (never
 * credits twice: the ledger arithmetic runs in the database). `close()` flushes what is left.
 *
 * Why slots rather than a fresh entry per flush window: at thousands of beats a second, entries that live
 * a whole window survive several young-generation collections and are copied into the old generation, which
 * then needs major collections whose helper threads take the cores from requests (docs/benchmarks.md). A slot
 * is allocated once per learner; a beat only writes numbers into it.
 */
export class HeartbeatCoalescer {
  private readonly slots = new Map<number, Slot>();
  private pending: Slot[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** performance.now() when the pending list last went from empty to one slot. */
  private pendingSince = 0;
  private observer: ((flush: FlushObservation) => void) | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      /** Rows per statement: smaller on PGlite so one flush never stalls the event loop for long. */
      batchSize: number;
      onTotals: (totals: DayTotal[]) => void;
    },
  ) {}

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /**
   * Records a beat at server time `atMs` (epoch ms); beats of one learner on one record between flushes
   * coalesce. The gaps between them that are at most `capMs` add to the slot's vouched span; a longer gap
   * vouches for nothing (decision 0056).
   */
  add(place: BeatPlace, rules: BeatRules, capMs: number, atMs: number): void {
    let slot = this.slots.get(place.userId);
    if (slot?.pending && (slot.idleAfter || slot.totId !== place.id)) {
      // Idle came between, or the beat is for another record (another window): the earlier beats are flushed
      // first, so each batch entry is one record's evidence; then this one starts afresh. Rare (within a flush window).
      void this.flush().then(() => this.add(place, rules, capMs, atMs));
      return;
    }
    if (!slot) {
      slot = this.newSlot(place.userId);
    }
    slot.learnerProductId = place.lpId;
    slot.nodeId = place.nodeId;
    slot.capMs = capMs;
    slot.dailyMaxMs = rules.dailyMaxMs;
    slot.timeZone = rules.timeZone;
    if (!slot.pending) {
      slot.pending = true;
      slot.totId = place.id;
      slot.firstAt = atMs;
      slot.lastAt = atMs;
      slot.spanMs = 0;
      slot.idleAfter = false;
      if (this.pending.length === 0) this.pendingSince = performance.now();
      this.pending.push(slot);
      return;
    }
    // A beat re-added after a flush may be older than one that came in the meantime: it vouches for nothing new.
    const gap = atMs - slot.lastAt;
    if (gap <= 0) return;
    if (gap <= capMs) slot.spanMs += gap;
    slot.lastAt = atMs;
  }

  private newSlot(userId: number): Slot {
    if (this.slots.size >= SLOTS_MAX) {
      for (const [id, s] of this.slots) {
        if (!s.pending) {
          this.slots.delete(id);
          break;
        }
      }
    }
    const slot: Slot = {
      userId,
      learnerProductId: 0,
      nodeId: 0,
      totId: 0,
      firstAt: 0,
      lastAt: 0,
      spanMs: 0,
      capMs: 0,
      dailyMaxMs: null,
      timeZone: '',
      idleAfter: false,
      pending: false,
    };
    this.slots.set(userId, slot);
    return slot;
  }

  /** Marks the learner idle after their pending beats; false when nothing is pending. */
  markIdle(userId: number): boolean {
    const slot = this.slots.get(userId);
    if (!slot?.pending) return false;
    slot.idleAfter = true;
    return true;
  }

  /**
   * The learner opened a record (a start call, which is activity): an idle call still pending in their slot no
   * longer describes what follows, so the flush must not leave their clock idle.
   */
  markActive(userId: number): void {
    const slot = this.slots.get(userId);
    if (slot?.pending) slot.idleAfter = false;
  }

  /** Called after every flush that wrote something (the metrics' coalescer lag and flush time). */
  observeFlushes(observer: (flush: FlushObservation) => void): void {
    this.observer = observer;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes everything pending. Flushes never overlap. */
  flush(): Promise<void> {
    // A failed flush is logged in flushNow; the chain itself never rejects, or later flushes would not run.
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (this.pending.length === 0) return;
    // The slots' values are read into statement parameters now, before the first await: beats that arrive
    // while the statements run belong to the next flush.
    const batch = this.pending;
    const since = this.pendingSince;
    const started = performance.now();
    let failedChunks = 0;
    this.pending = [];
    const chunks: { json: string; learners: number }[] = [];
    for (let i = 0; i < batch.length; i += this.deps.batchSize) {
      const chunk = batch.slice(i, i + this.deps.batchSize);
      chunks.push({ json: batchJson(chunk), learners: chunk.length });
    }
    for (const slot of batch) slot.pending = false;
    for (const chunk of chunks) {
      try {
        const result = await this.deps.db.execute(flushStatement(chunk.json));
        const rows = (result as unknown as { rows: DayTotal[] }).rows;
        if (rows.length > 0) this.deps.onTotals(rows.map((r) => ({ ...r, creditedMs: Number(r.creditedMs) })));
      } catch (err) {
        // Failures are logged only (000 §8); the beats of this chunk are lost, never double-counted.
        failedChunks += 1;
        this.deps.log.error({ err, learners: chunk.learners }, 'seat-time flush failed');
      }
      // Let waiting requests run between chunks (PGlite executes in this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const ended = performance.now();
    this.observer?.({ lagMs: ended - since, durationMs: ended - started, learners: batch.length, failedChunks });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
