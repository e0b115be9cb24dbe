import type { ExamStatusReply } from '@continuum/contracts';

/** The prompts before a start (002 §4 flow step 2), in order: proctor or access code, driver's licence, the popup. */
export type GateStep = 'access' | 'proctor' | 'license' | 'popup';

/** The first prompt still to pass, given what this start has passed already; null: start now. */
export function nextGate(status: ExamStatusReply, passed: ReadonlySet<GateStep>): GateStep | null {
  if (status.accessRequired && !status.accessCodeAccepted && !passed.has('access')) return 'access';
  if (status.proctorRequired && !status.proctorCodeAccepted && !passed.has('proctor')) return 'proctor';
  if (status.driversLicenseRequired && !status.driversLicenseProvided && !passed.has('license')) return 'license';
  if (status.popupBeforeExam && !passed.has('popup')) return 'popup';
  return null;
}
