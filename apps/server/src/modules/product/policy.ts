import { Authority } from '@continuum/contracts';

type Actor = { id: number; authorities: string[] };

/**
 * Reading a learner product: its learner, and administrators (support needs to see where a learner stands).
 * Nothing read this way may write: a read that records a fact (opening a lesson) needs canWriteLearnerProduct.
 */
export function canReadLearnerProduct(actor: Actor, lp: { userId: number }): boolean {
  return lp.userId === actor.id || actor.authorities.includes(Authority.ADMIN);
}

/**
 * Writing into a learner's record (progress, answers, bookmarks, views, dates, exam data): the learner only.
 * An administrator acting for a learner does so while impersonating, as that learner, and the write carries
 * the real actor in the audit trail (actorOf, decision 0054).
 */
export function canWriteLearnerProduct(actor: { id: number }, lp: { userId: number }): boolean {
  return lp.userId === actor.id;
}

/** How a service reaches a learner product: to read it or to write into it. */
export type LearnerProductUse = 'read' | 'write';

export function mayUseLearnerProduct(actor: Actor, lp: { userId: number }, use: LearnerProductUse): boolean {
  return use === 'write' ? canWriteLearnerProduct(actor, lp) : canReadLearnerProduct(actor, lp);
}
