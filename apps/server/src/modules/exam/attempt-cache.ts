import { LRUCache } from 'lru-cache';
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
  /** A final exam: its questions go out without tags (decision 0108). */
  isFinal: boolean;
}

/** Bounded: the least recently used entries go first (a dropped entry only costs its learner one full-path request). */
const MAX_ATTEMPTS = 100_000;

const keyOf = (userId: number, nodeId: number, lpId: number | undefined) => `${userId}:${nodeId}:${lpId ?? '*'}`;

/** The open attempts' fixed facts; one per app (built in buildApp), so test apps never share entries. */
export class AttemptCache {
  /** `${userId}:${nodeId}:${learnerProductId}` and `${userId}:${nodeId}:*` (no enrolment named) -> attempt id. */
  private readonly byKey = new Map<string, number>();
  private readonly byId = new LRUCache<number, AttemptFacts>({
    max: MAX_ATTEMPTS,
    // An attempt leaving the cache (evicted or forgotten) takes its keys with it; a replaced one keeps them.
    dispose: (facts, id, reason) => {
      if (reason !== 'set') this.dropKeys(facts, id);
    },
  });

  /** The cached facts of the attempt a flow call refers to: by personAssessmentId, else by learner and exam. */
  find(userId: number, nodeId: number, lpId: number | undefined, attemptId: number | undefined): AttemptFacts | undefined {
    const id = attemptId ?? this.byKey.get(keyOf(userId, nodeId, lpId));
    const facts = id === undefined ? undefined : this.byId.get(id);
    if (!facts || facts.userId !== userId || facts.nodeId !== nodeId) return undefined;
    if (lpId !== undefined && facts.learnerProductId !== lpId) return undefined;
    return facts;
  }

  has(attemptId: number): boolean {
    return this.byId.has(attemptId);
  }

  remember(facts: AttemptFacts): void {
    this.byId.set(facts.id, facts);
    this.byKey.set(keyOf(facts.userId, facts.nodeId, facts.learnerProductId), facts.id);
    this.byKey.set(keyOf(facts.userId, facts.nodeId, undefined), facts.id);
  }

  /** Drops an attempt (finished, or found not to match the database). */
  forget(attemptId: number): void {
    this.byId.delete(attemptId);
  }

  private dropKeys(facts: AttemptFacts, attemptId: number): void {
    for (const lp of [facts.learnerProductId, undefined]) {
      const key = keyOf(facts.userId, facts.nodeId, lp);
      if (this.byKey.get(key) === attemptId) this.byKey.delete(key);
    }
  }
}
