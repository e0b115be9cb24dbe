import type { CompletionFacts } from './facts.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** The facts the course completion reads from other modules (decision 0092). */
    completionFacts: CompletionFacts;
  }
}

/** The completion module's services, built once in buildApp with the facts it is given. */
export function completionServices(facts: CompletionFacts) {
  return { completionFacts: facts };
}
