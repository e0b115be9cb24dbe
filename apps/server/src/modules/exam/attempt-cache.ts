import type { Db } from '../../platform/db/client.js';
import type { StoredQuestion } from './exam-schema.js';

/**
 * What an unfinished attempt holds fixed from its start (decision 0047): owner, exam, questions and their
 * order, deadline, and the exam's settings and security points as of the package it was taken under.
 * Kept in memory so a save need not rebuild the learner's course context. Nothing here is trusted
 * alone: the save statement still checks in the database that the attempt is unfinished, its owner's
 * and that the product's package hash is the one these facts were read under (a re-import replaces
 * question texts, settings and rules), so a stale entry only sends the request down the full path.
 */
export interface AttemptFacts {
  id: number;
  userId: number;
  learnerProductId: number;
  nodeId: number;
  attemptNumber: number;
  startedAt: Date;
  deadline: Date | null;
  /** The exam's timeWarningMinutes, in seconds. */
  warningSeconds: number;
  packageHash: string;
  /** In position order: questions[position - 1]; id is the attempt question's (assessmentQuestionId). */
  questions: { id: number; position: number; data: StoredQuestion }[];
  /** Question numbers after which a security question is asked (empty when the course asks none). */
  points: number[];
}

interface Cache {
  byId: Map<number, AttemptFacts>;
  /** `${userId}:${nodeId}:${learnerProductId}` and `${userId}:${nodeId}:*` (no enrolment named) -> attempt id. */
  byKey: Map<string, number>;
}

/** Bounded: the oldest entries go first (a dropped entry only costs its learner one full-path request). */
const MAX_ATTEMPTS = 100_000;

/** Per database handle, so test apps (each its own database, the same ids) never share entries. */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { byId: new Map(), byKey: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

const keyOf = (userId: number, nodeId: number, lpId: number | undefined) => `${userId}:${nodeId}:${lpId ?? '*'}`;

/** The cached facts of the attempt a flow call refers to: by personAssessmentId, else by learner and exam. */
export function cachedAttempt(
  db: Db,
  userId: number,
  nodeId: number,
  lpId: number | undefined,
  attemptId: number | undefined,
): AttemptFacts | undefined {
  const cache = caches.get(db);
  if (!cache) return undefined;
  const id = attemptId ?? cache.byKey.get(keyOf(userId, nodeId, lpId));
  const facts = id === undefined ? undefined : cache.byId.get(id);
  if (!facts || facts.userId !== userId || facts.nodeId !== nodeId) return undefined;
  if (lpId !== undefined && facts.learnerProductId !== lpId) return undefined;
  return facts;
}

export function isAttemptCached(db: Db, attemptId: number): boolean {
  return caches.get(db)?.byId.has(attemptId) ?? false;
}

export function rememberAttempt(db: Db, facts: AttemptFacts): void {
  const cache = cacheOf(db);
  cache.byId.delete(facts.id);
  cache.byId.set(facts.id, facts);
  cache.byKey.set(keyOf(facts.userId, facts.nodeId, facts.learnerProductId), facts.id);
  cache.byKey.set(keyOf(facts.userId, facts.nodeId, undefined), facts.id);
  while (cache.byId.size > MAX_ATTEMPTS) {
    const oldest = cache.byId.keys().next().value;
    if (oldest === undefined) break;
    forgetAttempt(db, oldest);
  }
}

/** Drops an attempt (finished, or found not to match the database). */
export function forgetAttempt(db: Db, attemptId: number): void {
  const cache = caches.get(db);
  const facts = cache?.byId.get(attemptId);
  if (!cache || !facts) return;
  cache.byId.delete(attemptId);
  for (const lp of [facts.learnerProductId, undefined]) {
    const key = keyOf(facts.userId, facts.nodeId, lp);
    if (cache.byKey.get(key) === attemptId) cache.byKey.delete(key);
  }
}
