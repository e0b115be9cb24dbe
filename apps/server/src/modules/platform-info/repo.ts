import type { Db } from '../../platform/db/client.js';
import { featureFlags } from '../../platform/db/schema/index.js';

/** Every stored feature flag (name, enabled). */
export async function findFeatureFlags(db: Db) {
  return db.select().from(featureFlags);
}
