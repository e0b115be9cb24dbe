import type { ComplianceOverride, ComplianceReport, PackageComplianceBinding } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { audit } from '../audit/index.js';
import { COMPLIANCE_BINDINGS_CHANGED } from './bindings-service.js';
import type { ProfileRegistry } from './load-profiles.js';
import { findBindings, replaceBindings } from './repo.js';
import { buildComplianceReport } from './report-service.js';

export const COMPLIANCE_OVERRIDDEN = 'COMPLIANCE_OVERRIDDEN';

/** A package's binding that names no shipped profile or version: the package is refused, naming the field. */
export class PackageBindingError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'PackageBindingError';
  }
}

/** The course's report has a FAIL and no override was given: nothing is published (decision 0135). */
export class ComplianceRefusedError extends Error {
  constructor(readonly report: ComplianceReport) {
    super(`the compliance report has ${report.failures} FAIL line(s)`);
    this.name = 'ComplianceRefusedError';
  }
}

export interface PublishCompliance {
  profiles: ProfileRegistry;
  /** Who publishes: an administrator's login, or the CLI's name for itself. */
  actor: string;
  /** Publish even with a FAIL, for this reason (audited). */
  override?: ComplianceOverride | undefined;
  /** A check (dry run): report the FAILs, refuse nothing, audit nothing (the transaction is rolled back anyway). */
  reportOnly?: boolean;
}

const describe = (rows: { profileId: string; profileVersion: number; approvalNumber: string }[]) =>
  rows.map((r) => `${r.profileId}@${r.profileVersion}#${r.approvalNumber}`).join(', ') || '(none)';

/**
 * Inside the import's transaction: makes the product's bindings those its package declares (when it declares any;
 * a package without `compliance:` keeps the bindings an administrator made), then builds the report of the course as
 * written. A FAIL without an override throws ComplianceRefusedError, which rolls the import back; with one, the
 * override is audited with its reason and the failing checks. A binding without a version keeps the version the
 * product is bound to, or takes the latest shipped one when new (decision 0135).
 */
export async function publishCompliance(
  tx: Db,
  clock: Clock,
  product: { id: number; code: string },
  declared: PackageComplianceBinding[] | undefined,
  c: PublishCompliance,
): Promise<ComplianceReport | null> {
  if (declared) {
    const previous = await findBindings(tx, product.id);
    const seen = new Set<string>();
    const rows = declared.map((b, i) => {
      if (seen.has(b.profileId)) throw new PackageBindingError(`compliance.${i}.profileId`, `${b.profileId} is bound twice`);
      seen.add(b.profileId);
      const latest = c.profiles.find(b.profileId);
      if (!latest) throw new PackageBindingError(`compliance.${i}.profileId`, `no compliance profile ${b.profileId}`);
      const version = b.profileVersion ?? previous.find((p) => p.profileId === b.profileId)?.profileVersion ?? latest.version;
      if (!c.profiles.find(b.profileId, version))
        throw new PackageBindingError(`compliance.${i}.profileVersion`, `${b.profileId} has no version ${version}`);
      return {
        productId: product.id,
        profileId: b.profileId,
        profileVersion: version,
        approvalNumber: b.approvalNumber,
        approvalExpiresOn: b.approvalExpiresOn,
        creditHours: b.creditHours.toFixed(2),
        boundBy: c.actor,
        boundAt: clock.now(),
      };
    });
    const before = describe(previous);
    const after = describe(rows);
    // A re-import of the same declaration leaves the rows (and who bound them) as they were.
    const same =
      before === after &&
      rows.every((r) => {
        const p = previous.find((x) => x.profileId === r.profileId);
        return p && p.creditHours === r.creditHours && p.approvalExpiresOn === r.approvalExpiresOn;
      });
    if (!same) {
      await replaceBindings(tx, product.id, rows);
      await audit(tx, clock, c.actor, COMPLIANCE_BINDINGS_CHANGED, {
        productId: String(product.id),
        code: product.code,
        oldBindings: before,
        newBindings: after,
        reason: 'declared in the course package',
      });
    }
  }
  const report = await buildComplianceReport(tx, c.profiles, product.id);
  if (!report || report.lines.length === 0) return report;
  if (report.failures > 0 && !c.reportOnly) {
    if (!c.override) throw new ComplianceRefusedError(report);
    await audit(tx, clock, c.actor, COMPLIANCE_OVERRIDDEN, {
      productId: String(product.id),
      code: product.code,
      reason: c.override.reason,
      failures: report.lines
        .filter((l) => l.status === 'FAIL')
        .map((l) => `${l.profileId}@${l.profileVersion}:${l.check}`)
        .join(', ')
        .slice(0, 2000),
    });
  }
  return report;
}
