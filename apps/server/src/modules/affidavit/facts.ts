import type { Db } from '../../platform/db/client.js';
import { audit } from '../audit/index.js';
import type { CourseRules } from '../catalog/index.js';
import type { AffidavitDeps } from './licenses.js';
import { AUDIT_AFFIDAVIT_PII_READ, licenseViewOf } from './licenses.js';
import * as repo from './repo.js';
import { AFFIDAVIT_MODULE_RULES, type ProfileAttestation } from './texts.js';

/** True when the course's rules ask for the orientation affidavit and the learner has not accepted it yet (0116). */
export async function orientationAffidavitPending(
  db: Db,
  learnerProductId: number,
  rules: CourseRules,
  attestation: ProfileAttestation = null,
): Promise<boolean> {
  // A bound profile that asks for an attestation at course start asks for it whatever the course says (decision 0179).
  if (!attestation && !rules.flag(AFFIDAVIT_MODULE_RULES.orientationRequired)) return false;
  return !(await repo.findAcceptance(db, learnerProductId, 'ORIENTATION'));
}

/** True when the learner product's final affidavit has been accepted (what a completion flow asks). */
export async function finalAffidavitAccepted(db: Db, learnerProductId: number): Promise<boolean> {
  return !!(await repo.findAcceptance(db, learnerProductId, 'FINAL'));
}

export interface FinalAffidavitFacts {
  acceptedAt: Date;
  /** The certification text's version the learner accepted. */
  textVersion: string;
  /** The licence the learner named, its number masked; null when the course asks for none. */
  license: { state: string; licenseType: string; renewalDate: string; licenseNumber: string } | null;
  cycle: string | null;
  nmlsId: string | null;
}

/**
 * The facts of an accepted final affidavit a regulator roster needs, or null. Opening the licence number (to
 * mask it) is audited under `principal`, the staff member who asked.
 */
export async function finalAffidavitFacts(
  deps: AffidavitDeps,
  principal: string,
  learnerProductId: number,
): Promise<FinalAffidavitFacts | null> {
  const row = await repo.findAcceptance(deps.db, learnerProductId, 'FINAL');
  if (!row) return null;
  const licenseRow = row.licenseId ? await repo.findLicenseById(deps.db, row.licenseId) : undefined;
  let license: FinalAffidavitFacts['license'] = null;
  if (licenseRow) {
    await audit(deps.db, deps.clock, principal, AUDIT_AFFIDAVIT_PII_READ, {
      what: 'final-affidavit-license',
      learnerProductId: String(learnerProductId),
    });
    const view = licenseViewOf(deps, licenseRow, true);
    license = {
      state: view.state,
      licenseType: view.licenseType,
      renewalDate: view.renewalDate,
      licenseNumber: view.licenseNumber,
    };
  }
  return { acceptedAt: row.acceptedAt, textVersion: row.textVersion, license, cycle: row.cycle, nmlsId: row.nmlsId };
}
