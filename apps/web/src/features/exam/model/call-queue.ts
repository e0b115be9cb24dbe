import type { ExamFailure, FailureCounts } from './exam-errors';
import { classifyFailure, noFailures } from './exam-errors';

/** One call of a sitting: `run` performs it, `apply` takes its reply. */
export interface QueuedCall<T = unknown> {
  kind: 'start' | 'save' | 'move' | 'star' | 'finish';
  run: () => Promise<T>;
  apply: (reply: T) => void;
}

export interface QueueEvents {
  /** The head call could not reach the server; it stays queued (true), or the queue drained again (false). */
  onOffline: (offline: boolean) => void;
  /** A failure the learner must see; the queue is paused (temporary, unauthenticated) or cleared. */
  onFailure: (failure: ExamFailure, call: QueuedCall) => void;
  onBusy: (busy: { moving: boolean; pending: number }) => void;
}

/** How long to wait before trying an unreachable server again (and at once when the browser says online). */
export const OFFLINE_RETRY_MS = 3000;

/**
 * The calls of one sitting, sent one at a time in the order the learner made them, so a save never
 * overtakes the move after it. A call that gets no reply stays at the head and is replayed (saves are
 * idempotent on the server); a 401 pauses the queue until the learner retries; any other failure drops
 * the call and is reported.
 */
export class CallQueue {
  private readonly calls: QueuedCall[] = [];
  private running = false;
  private paused = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly counts: FailureCounts = noFailures();
  private closed = false;

  constructor(private readonly events: QueueEvents) {}

  push<T>(call: QueuedCall<T>): void {
    if (this.closed) return;
    this.calls.push(call as QueuedCall);
    this.report();
    void this.pump();
  }

  /** Try the head call again now (Retry button, the browser's online event). */
  resume(): void {
    this.paused = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    void this.pump();
  }

  /** Forget every waiting call (the attempt is over). */
  clear(): void {
    this.calls.length = 0;
    this.report();
  }

  close(): void {
    this.closed = true;
    this.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  get size(): number {
    return this.calls.length;
  }

  private report(): void {
    this.events.onBusy({ moving: this.calls.some((c) => c.kind !== 'save' && c.kind !== 'star'), pending: this.calls.length });
  }

  private async pump(): Promise<void> {
    if (this.running || this.paused || this.retryTimer) return;
    this.running = true;
    try {
      while (!this.paused && !this.closed && this.calls.length > 0) {
        const call = this.calls[0] as QueuedCall;
        let reply: unknown;
        try {
          reply = await call.run();
        } catch (error) {
          if (this.closed) return;
          const failure = classifyFailure(error, this.counts);
          if (failure.kind === 'offline') {
            this.events.onOffline(true);
            this.retryTimer = setTimeout(() => {
              this.retryTimer = null;
              void this.pump();
            }, OFFLINE_RETRY_MS);
            return;
          }
          this.events.onOffline(false);
          if (failure.kind === 'temporary' || failure.kind === 'unauthenticated') this.paused = true;
          else if (failure.kind === 'timeExpired' || failure.kind === 'finished') this.calls.length = 0;
          else this.calls.shift();
          this.report();
          this.events.onFailure(failure, call);
          continue;
        }
        if (this.closed) return;
        this.calls.shift();
        this.events.onOffline(false);
        call.apply(reply);
        this.report();
      }
    } finally {
      this.running = false;
    }
  }
}
