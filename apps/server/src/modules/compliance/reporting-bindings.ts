import type { ComplianceParameters } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ProfileRegistry } from './load-profiles.js';
import { findBindings } from './repo.js';

/** A product's binding to a profile that names a reporting channel, with what a report item needs (issue 28). */
export interface ReportingBinding {
  profileId: string;
  profileVersion: number;
  regulator: string;
  approvalNumber: string;
  creditHours: string;
  channel: string;
  deadline: { days: number; kind: 'CALENDAR' | 'BUSINESS' };
  nearRenewalDeadline: { days: number; kind: 'CALENDAR' | 'BUSINESS'; withinDaysOfRenewal: number } | null;
  learnerKey: string;
  batchLimit: number | null;
  /** The profile's own zone when it names one (its daily cap's zone); null: the caller uses the course's. */
  zone: string | null;
  attestationBlocksReporting: boolean;
}

/**
 * The product's bindings whose profile version says where and by when to report: a channel, a deadline and a
 * learner key. A profile that leaves any of the three null reports nothing (we do not guess a deadline).
 */
export async function findReportingBindings(db: Db, profiles: ProfileRegistry, productId: number): Promise<ReportingBinding[]> {
  const out: ReportingBinding[] = [];
  for (const b of await findBindings(db, productId)) {
    const profile = profiles.find(b.profileId, b.profileVersion);
    if (!profile) continue;
    const p: ComplianceParameters = profile.parameters;
    const r = p.reporting;
    if (!r.channel || !r.deadline || !r.learnerKey) continue;
    out.push({
      profileId: profile.id,
      profileVersion: profile.version,
      regulator: profile.regulator,
      approvalNumber: b.approvalNumber,
      creditHours: b.creditHours,
      channel: r.channel.value,
      deadline: r.deadline.value,
      nearRenewalDeadline: r.nearRenewalDeadline?.value ?? null,
      learnerKey: r.learnerKey.value,
      batchLimit: r.batchLimit?.value ?? null,
      zone: p.time.dailyCapTimeZone?.value ?? null,
      attestationBlocksReporting: p.attestation?.value.reportingBlockedUntilSigned ?? false,
    });
  }
  return out;
}

/** The batch limit (most learner keys per file) a profile version sets, or null when it sets none. */
export function reportingBatchLimit(profiles: ProfileRegistry, profileId: string, profileVersion: number): number | null {
  return profiles.find(profileId, profileVersion)?.parameters.reporting.batchLimit?.value ?? null;
}
