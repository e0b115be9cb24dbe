import type { FastifyBaseLogger } from 'fastify';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/**
 * Runs a clean-up job at start, then every `everyMs` (mail, identity samples, unconfirmed photo uploads). The
 * timer only paces the runs: what is old is decided by the job against the Clock. A run answers how many things
 * it removed (logged when > 0, with `done`); a failed run is logged by its error only and retried on the next tick.
 * `stop` waits for a run in progress, so the database is not closed under it.
 */
export function startRetentionLoop(options: {
  run: () => Promise<number>;
  everyMs: number;
  log: FastifyBaseLogger;
  /** Log messages: what a run that removed something did, and what failed. */
  done: string;
  failed: string;
  /** Fields logged with `done` beside the count (settings, never data). */
  fields?: Record<string, number | string>;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = options.run().then(
      (count) => {
        if (count > 0) options.log.info({ count, ...options.fields }, options.done);
      },
      (err: unknown) => options.log.error({ err }, options.failed),
    );
  };
  tick();
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
