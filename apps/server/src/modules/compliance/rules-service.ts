import type { Db } from '../../platform/db/client.js';
import type { BoundProfile, EffectiveRulesReader } from '../catalog/index.js';
import { mergeEffectiveRules } from './effective-rules.js';
import type { ProfileRegistry } from './load-profiles.js';
import { repeatRefusal } from './repeat-rule.js';
import { findBindings } from './repo.js';

/**
 * The one place other modules learn the rules a learner product is held to (decision 0130): the course's own,
 * tightened by the profiles its product is bound to. Reached through catalog's service slot `complianceRules`,
 * never by importing this module's repo.
 */
export function complianceRules(registry: () => ProfileRegistry): EffectiveRulesReader {
  const boundProfiles = async (db: Db, productId: number) => {
    const out: BoundProfile[] = [];
    for (const b of await findBindings(db, productId)) {
      // A binding names a version that shipped when it was made; versions are never removed (decision 0117).
      const profile = registry().find(b.profileId, b.profileVersion);
      if (profile) out.push({ profile, creditHours: Number(b.creditHours) });
    }
    return out;
  };
  return {
    boundProfiles,
    forProduct: async (db, productId, course) => mergeEffectiveRules(course, await boundProfiles(db, productId)),
    merge: mergeEffectiveRules,
    repeatRefusal: (db, q) => repeatRefusal(db, registry(), q),
  };
}
