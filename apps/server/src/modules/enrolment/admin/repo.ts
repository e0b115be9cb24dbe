import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { userIdentities } from '../../account/index.js';

/** Logins of the given users (administrators named in exemption marks), by id. */
export async function findLogins(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const who = userIdentities(db);
  const rows = await db.select({ id: who.id, login: who.login }).from(who).where(inArray(who.id, ids));
  return new Map(rows.map((r) => [r.id, r.login]));
}
