/**
 * Seat-time constants, mirrored from packages/contracts/src/seat-time.ts: that module builds zod schemas at
 * import time, so importing a value from it would add zod (~25 KiB gzip) to the seat-time chunk.
 * constants.test.ts keeps these equal to the contracts'.
 */
/** Heartbeat every 30 s (000 §9; HEARTBEAT_INTERVAL_SECONDS). */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Idle time after which heartbeats stop, when the course sets none (000 §9; DEFAULT_IDLE_WARNING_SECS). */
export const DEFAULT_IDLE_WARNING_SECS = 1800;

/** Session timeout when SC_SEAT_TIME_TIMEOUT_MINUTES is missing or not digits. */
export const DEFAULT_TIMEOUT_MINUTES = 30;
/** The idle check runs this often (000 §9). */
export const IDLE_CHECK_MS = 60_000;
/** The warning shows this long before logout; logout comes this long past the idle limit (000 §9). */
export const IDLE_WARNING_MS = 60_000;

/**
 * The spec's Max Time text (000 §8). The server sends it as popUpMessage when the course sets no message of
 * its own; the client then shows its translation instead, so French learners read it in French.
 */
export const DEFAULT_MAX_TIME_MESSAGE =
  'Maximum seat time for the day has been met. You may continue to progress in the course, but you will not accrue more seat time until tomorrow.';
