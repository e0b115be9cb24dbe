import { isApiError } from '@/shared/http/api-error';

/**
 * What a failed call of a sitting means for the learner (002 §8 "Exam"):
 * - offline: no reply at all; the call stays queued and is replayed when the connection returns;
 * - temporary: a 401, the first two times: 'A temporary error occurred (Error: 11x{n})' with Retry;
 * - unauthenticated: the third 401: 'You are no longer authenticated with the site.';
 * - timeExpired: the server refused a save past the deadline and graded the attempt ('maximum time');
 * - finished: the attempt was finished elsewhere (another tab); the page reloads the status;
 * - http: any other reply, 'An error occurred (Error: 12x{n})' with status and status text;
 * - unknown: not an HTTP failure at all (13x{n}).
 * {n} counts that kind of failure during this sitting (docs/decisions/0037-exam-screens.md).
 */
export type ExamFailure =
  | { kind: 'offline' }
  | { kind: 'temporary'; n: number }
  | { kind: 'unauthenticated' }
  | { kind: 'timeExpired' }
  | { kind: 'finished' }
  | { kind: 'http'; n: number; status: number; statusText: string }
  | { kind: 'unknown'; n: number; message: string };

/** How many 401s are shown as temporary before the learner is told the session is gone. */
export const TEMPORARY_401_LIMIT = 2;

export interface FailureCounts {
  unauthorized: number;
  http: number;
  unknown: number;
}

export const noFailures = (): FailureCounts => ({ unauthorized: 0, http: 0, unknown: 0 });

/** Classifies a failure, counting it in `counts` (mutated: one sitting's running tally). */
export function classifyFailure(error: unknown, counts: FailureCounts): ExamFailure {
  if (!isApiError(error)) {
    counts.unknown += 1;
    return { kind: 'unknown', n: counts.unknown, message: error instanceof Error ? error.message : String(error) };
  }
  if (error.status === 0) return { kind: 'offline' };
  if (error.status === 401 && error.code !== 'SESSION_EXPIRED') {
    counts.unauthorized += 1;
    return counts.unauthorized <= TEMPORARY_401_LIMIT
      ? { kind: 'temporary', n: counts.unauthorized }
      : { kind: 'unauthenticated' };
  }
  if (error.code === 'EXAM_TIME_EXPIRED') return { kind: 'timeExpired' };
  if (error.code === 'EXAM_ALREADY_FINISHED' || error.code === 'NO_EXAM_IN_PROGRESS') return { kind: 'finished' };
  counts.http += 1;
  return { kind: 'http', n: counts.http, status: error.status, statusText: error.statusText || error.code };
}
