import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { flushStatement, type PendingCredit } from './ledger-sql.js';

export interface DayTotal {
  lpId: number;
  day: string;
  creditedMs: number;
  maxNoticeAt: Date | null;
}

/**
 * Heartbeats are kept in memory, one entry per learner, and written in batches: one multi-row
 * statement per batch every `intervalMs`. A crash loses at most one interval of heartbeats (never
 * credits twice: the ledger arithmetic runs in the database). `close()` flushes what is left.
 */
export class HeartbeatCoalescer {
  private pending = new Map<number, PendingCredit>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

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

  /** Records a beat at server time `at`; beats of one learner between flushes coalesce. */
  add(beat: Omit<PendingCredit, 'firstAt' | 'lastAt' | 'idleAfter'>, at: Date): void {
    const current = this.pending.get(beat.userId);
    if (current && !current.idleAfter) {
      current.lastAt = at;
      current.learnerProductId = beat.learnerProductId;
      current.nodeId = beat.nodeId;
      current.capMs = beat.capMs;
      current.dailyMaxMs = beat.dailyMaxMs;
      current.timeZone = beat.timeZone;
      return;
    }
    if (current?.idleAfter) {
      // Idle came between: flush the earlier beats first, then start afresh from this one.
      void this.flush().then(() => this.add(beat, at));
      return;
    }
    this.pending.set(beat.userId, { ...beat, firstAt: at, lastAt: at, idleAfter: false });
  }

  /** Marks the learner idle after their pending beats; false when nothing is pending. */
  markIdle(userId: number): boolean {
    const current = this.pending.get(userId);
    if (!current) return false;
    current.idleAfter = true;
    return true;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Writes everything pending. Flushes never overlap. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (let i = 0; i < batch.length; i += this.deps.batchSize) {
      const chunk = batch.slice(i, i + this.deps.batchSize);
      try {
        const result = await this.deps.db.execute(flushStatement(chunk));
        const rows = (result as unknown as { rows: DayTotal[] }).rows;
        this.deps.onTotals(rows.map((r) => ({ ...r, creditedMs: Number(r.creditedMs) })));
      } catch (err) {
        // Failures are logged only (000 §8); the beats of this chunk are lost, never double-counted.
        this.deps.log.error({ err, learners: chunk.length }, 'seat-time flush failed');
      }
      // Let waiting requests run between chunks (PGlite executes in this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
