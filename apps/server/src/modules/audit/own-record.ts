import type { FastifyRequest } from 'fastify';

/** Whose record an id names, from the modules that own them (wired in app.ts; the audit module reads no other table). */
export interface RecordOwners {
  /** The user holding this learner product, or undefined. */
  learnerProduct(id: number): Promise<number | undefined>;
  /** The user whose learner product this exam attempt belongs to, or undefined. */
  attempt(id: number): Promise<number | undefined>;
}

/** The path and query parameters that name a learner product or an attempt on the routes that read learner data. */
const LEARNER_PRODUCT_KEYS = ['lpId', 'learnerProductId'];
const ATTEMPT_KEYS = ['personAssessmentId'];

const idsOf = (values: Record<string, unknown>, keys: string[]): number[] =>
  keys.flatMap((k) => {
    const n = Number(values[k]);
    return values[k] !== undefined && Number.isSafeInteger(n) && n > 0 ? [n] : [];
  });

/**
 * Whether a staff member's read names only their own record: every learner product, attempt and person the route's
 * parameters name is theirs, and it names at least one (a list or search across learners is never their own). An
 * administrator who is also enrolled reads their own course through the learners' routes; that is not a read of a
 * learner's data (issue 25 item 8; decision 0162).
 */
export async function readsOwnRecord(
  request: FastifyRequest,
  user: { id: number; login: string },
  owners: RecordOwners,
): Promise<boolean> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (typeof request.query === 'object' && request.query ? request.query : {}) as Record<string, unknown>;
  const lpKeys = [...LEARNER_PRODUCT_KEYS, ...(request.routeOptions.config?.learnerProductParam ?? [])];
  const lps = [...idsOf(params, lpKeys), ...idsOf(query, LEARNER_PRODUCT_KEYS)];
  const attempts = idsOf(params, ATTEMPT_KEYS);
  const logins = typeof params.login === 'string' ? [params.login] : [];
  if (lps.length + attempts.length + logins.length === 0) return false;
  if (logins.some((l) => l.toLowerCase() !== user.login.toLowerCase())) return false;
  for (const id of lps) if ((await owners.learnerProduct(id)) !== user.id) return false;
  for (const id of attempts) if ((await owners.attempt(id)) !== user.id) return false;
  return true;
}
