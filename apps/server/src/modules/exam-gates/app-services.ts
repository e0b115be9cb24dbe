import type { FinalAffidavitGate } from './final-affidavit-gate.js';

declare module '../../platform/context.js' {
  interface AppServices {
    /** Whether the final affidavit is due: the course completion's answer, given by the app (issue 25 item 37). */
    finalAffidavitGate: FinalAffidavitGate;
  }
}

/** The exam gates' services, built once in buildApp with the completion's gate. */
export function examGateServices(slots: { finalAffidavitGate: FinalAffidavitGate }) {
  return { finalAffidavitGate: slots.finalAffidavitGate };
}
