import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { featureFlags } from '../../platform/db/schema/index.js';

/** Every stored feature flag (name, enabled). */
export async function findFeatureFlags(db: Db) {
  return db.select().from(featureFlags);
}

/** Stores a flag's value (an administrator's choice), replacing the one stored. */
export async function saveFeatureFlag(db: Db, name: string, enabled: boolean): Promise<void> {
  await db.insert(featureFlags).values({ name, enabled }).onConflictDoUpdate({ target: featureFlags.name, set: { enabled } });
}

/** Forgets a stored flag: its feature is on again unless the environment says otherwise. */
export async function deleteFeatureFlag(db: Db, name: string): Promise<boolean> {
  const rows = await db.delete(featureFlags).where(eq(featureFlags.name, name)).returning();
  return rows.length > 0;
}
