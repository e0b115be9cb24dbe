import type { Db } from '../../platform/db/client.js';
import type { CourseRules, EffectiveRulesReader } from '../catalog/index.js';
import type { ProfileAttestation } from './texts.js';

/**
 * The rules-of-conduct attestation a product's bound profiles ask for at course start (text and version from the
 * profile, decision 0179), or null: none bound, none asked, or the profile has no cited text (then the compliance
 * report says UNKNOWN and nothing is invented here).
 */
export async function profileAttestation(
  reader: EffectiveRulesReader | undefined,
  db: Db,
  productId: number,
  rules: CourseRules,
): Promise<ProfileAttestation> {
  if (!reader) return null;
  const att = (await reader.forProduct(db, productId, { rules })).attestation;
  return att ? { text: att.text, version: att.version } : null;
}
