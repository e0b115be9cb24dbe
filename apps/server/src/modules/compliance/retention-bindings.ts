import type { ComplianceSource } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ProfileRegistry } from './load-profiles.js';
import { findAllBindings } from './repo.js';

/** A product's binding with the records-retention period its profile version sets (null: the profile does not say). */
export interface RetentionBinding {
  productId: number;
  profileId: string;
  profileVersion: number;
  regulator: string;
  retentionYears: number | null;
  source: ComplianceSource | null;
}

/** Every binding with its profile's record-retention years and their source, for the retention check (decision 0183). */
export async function findRetentionBindings(db: Db, profiles: ProfileRegistry): Promise<RetentionBinding[]> {
  const out: RetentionBinding[] = [];
  for (const b of await findAllBindings(db)) {
    const profile = profiles.find(b.profileId, b.profileVersion);
    if (!profile) continue;
    const years = profile.parameters.records.retentionYears;
    out.push({
      productId: b.productId,
      profileId: profile.id,
      profileVersion: profile.version,
      regulator: profile.regulator,
      retentionYears: years?.value ?? null,
      source: years?.source ?? null,
    });
  }
  return out;
}
