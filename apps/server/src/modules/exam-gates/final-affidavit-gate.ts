import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';

/**
 * Whether the final affidavit may be opened and accepted now (issue 25 item 37): the course is finished and what the
 * completion asks before the affidavit (its security question) is done; otherwise it throws the 409 that says why.
 * The course completion decides it, and it sits above this module and the affidavit's: the app gives it as this
 * module's service slot (app-services.ts), as progression's exam facts are (decisions 0059, 0114).
 */
export type FinalAffidavitGate = (ctx: AppContext, actor: SessionUser, learnerProductId: number) => Promise<void>;

/** Asks the gate the app gave this module. */
export function assertFinalAffidavitOpen(ctx: AppContext, actor: SessionUser, learnerProductId: number): Promise<void> {
  return ctx.services.finalAffidavitGate(ctx, actor, learnerProductId);
}
