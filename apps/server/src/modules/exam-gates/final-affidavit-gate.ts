import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';

/**
 * Whether the final affidavit may be opened and accepted now (issue 25 item 37): the course is finished and what the
 * completion asks before the affidavit (its security question) is done; otherwise it throws the 409 that says why.
 * The course completion decides it, and it sits above this module and the affidavit's: it is given by the app
 * (app.ts), as progression's exam facts are (decision 0059). Stateless: the app context comes with each call.
 */
export type FinalAffidavitGate = (ctx: AppContext, actor: SessionUser, learnerProductId: number) => Promise<void>;

const provided: { gate?: FinalAffidavitGate } = {};

/** Called once by the app with the completion's gate (a later call replaces it: the same function). */
export function provideFinalAffidavitGate(gate: FinalAffidavitGate): void {
  provided.gate = gate;
}

/** Asks the provided gate; loud when none was provided. */
export function assertFinalAffidavitOpen(ctx: AppContext, actor: SessionUser, learnerProductId: number): Promise<void> {
  if (!provided.gate) throw new Error('final affidavit gate: none provided (app.ts provides the completion module’s)');
  return provided.gate(ctx, actor, learnerProductId);
}
