import type { ComplianceProfile, ComplianceProfileSummary, ComplianceProfilesReply } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';

/** Counts a profile's parameters that carry a value (with its source) and those left null. */
function countValues(node: unknown, tally = { sourced: 0, nulls: 0 }) {
  if (node === null) tally.nulls++;
  else if (typeof node === 'object' && 'source' in node) tally.sourced++;
  else if (typeof node === 'object') for (const child of Object.values(node)) countValues(child, tally);
  return tally;
}

function summary(ctx: AppContext, p: ComplianceProfile): ComplianceProfileSummary {
  const { sourced, nulls } = countValues(p.parameters);
  return {
    id: p.id,
    version: p.version,
    name: p.name,
    regulator: p.regulator,
    jurisdiction: p.jurisdiction,
    scope: p.scope,
    versions: ctx.services.complianceProfiles.versionsOf(p.id),
    sourcedValues: sourced,
    nullValues: nulls,
  };
}

/** GET api/admin/compliance/profiles: the latest version of every shipped profile. */
export function listProfiles(ctx: AppContext): ComplianceProfilesReply {
  return { profiles: ctx.services.complianceProfiles.latest().map((p) => summary(ctx, p)) };
}

/** GET api/admin/compliance/profiles/{profileId}: one profile (the latest version unless one is named), values and sources. */
export function showProfile(ctx: AppContext, profileId: string, version?: number): ComplianceProfile {
  const profile = ctx.services.complianceProfiles.find(profileId, version);
  if (!profile) throw new AppError('NOT_FOUND', 404, version === undefined ? 'profile not found' : 'profile version not found');
  return profile;
}
