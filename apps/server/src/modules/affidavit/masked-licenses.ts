import { audit } from '../audit/index.js';
import { type AffidavitDeps, AUDIT_AFFIDAVIT_PII_READ, ownerKey } from './licenses.js';
import { licenseContext, maskLastFour, open } from './pii.js';
import * as repo from './repo.js';

/** A licence as a certificate or roster shows it: state, type and the number masked to its last four. */
export interface MaskedLicense {
  state: string;
  licenseType: string;
  /** e.g. `****1234`; the full number never leaves the affidavit module. */
  licenseNumberMasked: string;
}

/** What a regulator roster reads of a learner product's final affidavit (decision 0098). */
export interface FinalAffidavitSummary {
  acceptedAt: Date;
  textVersion: string;
  licenses: MaskedLicense[];
}

/** The licence number, opened in memory only to be masked. */
function openNumber(deps: AffidavitDeps, row: repo.LicenseRow): string {
  const owner: repo.LicenseOwner = row.userId ? { userId: row.userId } : { externalUserId: row.externalUserId ?? '' };
  return open(deps.piiKey, row.licenseNumberEncrypted, licenseContext(ownerKey(owner)));
}

/**
 * The accepted final affidavits of these learner products, each with the licences it named, masked. Opening
 * the sealed numbers (to mask them) is audited once, under `principal`, naming how many were opened.
 */
export async function finalAffidavitSummaries(
  deps: AffidavitDeps,
  principal: string,
  lpIds: number[],
): Promise<Map<number, FinalAffidavitSummary>> {
  const out = new Map<number, FinalAffidavitSummary>();
  const rows = await repo.findAcceptancesOf(deps.db, lpIds, 'FINAL');
  const licenseIds = rows.map((r) => r.licenseId).filter((id): id is number => id !== null);
  const licenses = new Map((await repo.findLicensesByIds(deps.db, licenseIds)).map((l) => [l.id, l]));
  let opened = 0;
  for (const row of rows) {
    if (row.learnerProductId === null) continue;
    const licenseRow = row.licenseId === null ? undefined : licenses.get(row.licenseId);
    const masked: MaskedLicense[] = [];
    if (licenseRow) {
      masked.push({
        state: licenseRow.state,
        licenseType: licenseRow.licenseType,
        licenseNumberMasked: maskLastFour(openNumber(deps, licenseRow)),
      });
      opened++;
    }
    out.set(row.learnerProductId, { acceptedAt: row.acceptedAt, textVersion: row.textVersion, licenses: masked });
  }
  if (opened > 0) {
    await audit(deps.db, deps.clock, principal, AUDIT_AFFIDAVIT_PII_READ, { what: 'masked-licenses', count: String(opened) });
  }
  return out;
}

/** The licences a learner product's final affidavit named, masked (the completion certificate prints them). */
export async function maskedLicensesOf(deps: AffidavitDeps, principal: string, lpId: number): Promise<MaskedLicense[]> {
  return (await finalAffidavitSummaries(deps, principal, [lpId])).get(lpId)?.licenses ?? [];
}
