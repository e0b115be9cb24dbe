import type { Db } from '../../platform/db/client.js';

/** Told of each accepted final affidavit inside its transaction (the regulator reporting queue, issue 28). */
export type FinalAffidavitListener = (tx: Db, learnerProductId: number) => Promise<void>;

declare module '../../platform/context.js' {
  interface AppServices {
    /** Runs in the final affidavit's transaction: what an acceptance unblocks, given by the app (decision 0150). */
    finalAffidavitListener: FinalAffidavitListener;
  }
}

const nobodyListens: FinalAffidavitListener = async () => {};

/** The affidavit module's services, built once in buildApp with the listener it is given. */
export function affidavitServices(listener: FinalAffidavitListener = nobodyListens) {
  return { finalAffidavitListener: listener };
}
