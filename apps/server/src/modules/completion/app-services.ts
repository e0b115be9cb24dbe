import type { Db } from '../../platform/db/client.js';
import type { CompletionFacts } from './facts.js';

/** Told of each product completion inside the completion's transaction (the regulator reporting queue, issue 28). */
export type ProductCompletedListener = (tx: Db, learnerProductId: number, completedAt: Date) => Promise<void>;

declare module '../../platform/context.js' {
  interface AppServices {
    /** The facts the course completion reads from other modules (decision 0092). */
    completionFacts: CompletionFacts;
    /** Runs in the completion's transaction: what else a completion writes, given by the app (decision 0150). */
    productCompletedListener: ProductCompletedListener;
  }
}

const nobodyListens: ProductCompletedListener = async () => {};

/** The completion module's services, built once in buildApp with the facts it is given and its listener. */
export function completionServices(facts: CompletionFacts, listener: ProductCompletedListener = nobodyListens) {
  return { completionFacts: facts, productCompletedListener: listener };
}
