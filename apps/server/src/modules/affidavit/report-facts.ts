import type { Db } from '../../platform/db/client.js';
import { audit } from '../audit/index.js';
import type { AffidavitDeps } from './licenses.js';
import { AUDIT_AFFIDAVIT_PII_READ, ownerKey } from './licenses.js';
import { licenseContext, open } from './pii.js';
import * as repo from './repo.js';

/** What the regulator reporting queue needs to know of a learner product's final affidavit (issue 28). */
export interface FinalAffidavitReportFacts {
  accepted: boolean;
  nmlsId: string | null;
  hasLicense: boolean;
  /** The named licence's renewal day (YYYY-MM-DD), for a near-renewal deadline. */
  licenseRenewalOn: string | null;
}

/** Whether the final affidavit is accepted and which learner keys it named; opens nothing sealed. */
export async function finalAffidavitReportFacts(db: Db, learnerProductId: number): Promise<FinalAffidavitReportFacts> {
  const row = await repo.findAcceptance(db, learnerProductId, 'FINAL');
  if (!row) return { accepted: false, nmlsId: null, hasLicense: false, licenseRenewalOn: null };
  const license = row.licenseId ? await repo.findLicenseById(db, row.licenseId) : undefined;
  return {
    accepted: true,
    nmlsId: row.nmlsId?.trim() || null,
    hasLicense: !!license,
    licenseRenewalOn: license?.renewalDate ?? null,
  };
}

/**
 * The learner keys a regulator file carries, by learner product: the NMLS ID and the licence number in full (the
 * regulator needs all of it). Opening the licence numbers is audited once under `principal`, naming the products.
 */
export async function finalAffidavitLearnerKeys(
  deps: AffidavitDeps,
  principal: string,
  learnerProductIds: number[],
): Promise<Map<number, { nmlsId: string | null; licenseNumber: string | null }>> {
  const acceptances = await repo.findAcceptancesOf(deps.db, learnerProductIds, 'FINAL');
  const licenses = await repo.findLicensesByIds(
    deps.db,
    acceptances.flatMap((a) => (a.licenseId ? [a.licenseId] : [])),
  );
  const byId = new Map(licenses.map((l) => [l.id, l]));
  const out = new Map<number, { nmlsId: string | null; licenseNumber: string | null }>();
  for (const a of acceptances) {
    if (a.learnerProductId === null) continue;
    const l = a.licenseId ? byId.get(a.licenseId) : undefined;
    let licenseNumber: string | null = null;
    if (l) {
      const owner: repo.LicenseOwner = l.userId ? { userId: l.userId } : { externalUserId: l.externalUserId ?? '' };
      licenseNumber = open(deps.piiKey, l.licenseNumberEncrypted, licenseContext(ownerKey(owner)));
    }
    out.set(a.learnerProductId, { nmlsId: a.nmlsId?.trim() || null, licenseNumber });
  }
  if (licenses.length > 0)
    await audit(deps.db, deps.clock, principal, AUDIT_AFFIDAVIT_PII_READ, {
      what: 'regulator-report-license',
      learnerProductIds: learnerProductIds.join(','),
    });
  return out;
}
