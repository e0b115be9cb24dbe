import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authSessionRevocations, authSessions, userAuthorities, users } from '../db/schema/index.js';

export type SessionRow = typeof authSessions.$inferSelect;

export interface SessionUser {
  id: number;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  langKey: string;
  activated: boolean;
  authorities: string[];
}

/**
 * Strings and lists that recur across users (language keys, authority sets) shared as one copy each: a busy
 * instance caches a hundred thousand sessions, and each would otherwise hold its own copy of 'en' and
 * ['ROLE_AUTHENTICATED'] (decision 0050). The lists are frozen since they are shared.
 */
const shared = new Map<string, string>();
const sharedLists = new Map<string, readonly string[]>();
const SHARED_MAX = 10_000;

function sharedString(value: string): string {
  const known = shared.get(value);
  if (known !== undefined) return known;
  if (shared.size < SHARED_MAX) shared.set(value, value);
  return value;
}

function sharedList(values: string[]): string[] {
  const key = values.join('\n');
  const known = sharedLists.get(key);
  if (known) return known as string[];
  const list = Object.freeze(values.map(sharedString));
  if (sharedLists.size < SHARED_MAX) sharedLists.set(key, list);
  return list as string[];
}

const authoritiesOf = sql<
  string[] | null
>`(select array_agg(${userAuthorities.authority} order by ${userAuthorities.authority}) from ${userAuthorities} where ${userAuthorities.userId} = ${users.id})`;

function toSessionUser(u: typeof users.$inferSelect, authorities: string[] | null): SessionUser {
  return {
    id: u.id,
    login: u.login,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    langKey: sharedString(u.langKey),
    activated: u.activated,
    authorities: sharedList(authorities ?? []),
  };
}

/** A user as sessions carry them (with authorities), or null. */
export async function findSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = await db.select({ user: users, authorities: authoritiesOf }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toSessionUser(row.user, row.authorities) : null;
}

/**
 * The session row for a series with its user and authorities (one query), or null. An impersonation session
 * also names the administrator at the keyboard (`realActor`, a second query only for those).
 */
export async function findSessionWithUser(
  db: Db,
  series: string,
): Promise<{ session: SessionRow; user: SessionUser; realActor?: SessionUser } | null> {
  const rows = await db
    .select({ session: authSessions, user: users, authorities: authoritiesOf })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.series, series))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const user = toSessionUser(row.user, row.authorities);
  if (row.session.realUserId === null) return { session: row.session, user };
  const realActor = await findSessionUser(db, row.session.realUserId);
  // The administrator is gone or no longer one: the session acts for nobody.
  if (!realActor?.authorities.includes('ROLE_ADMIN') || !realActor.activated) return null;
  return { session: row.session, user, realActor };
}

export async function findAuthorities(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ a: userAuthorities.authority }).from(userAuthorities).where(eq(userAuthorities.userId, userId));
  return rows.map((r) => r.a).sort();
}

export async function insertSession(db: Db, row: typeof authSessions.$inferInsert): Promise<void> {
  await db.insert(authSessions).values(row);
}

/** Logs series whose cached copies other server instances must drop. */
export async function logRevocations(db: Db, series: string[]): Promise<void> {
  if (series.length) await db.insert(authSessionRevocations).values(series.map((s) => ({ series: s })));
}

export async function updateSession(db: Db, series: string, patch: Partial<typeof authSessions.$inferInsert>): Promise<void> {
  await db.update(authSessions).set(patch).where(eq(authSessions.series, series));
  await logRevocations(db, [series]);
}

/**
 * Rotates a remember-me token only if it is still the one presented (`fromHash`): of parallel calls racing
 * the rotation one wins, the others see false and take the grace path (decision 0053).
 */
export async function rotateRememberToken(
  db: Db,
  series: string,
  fromHash: string,
  patch: Partial<typeof authSessions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ ...patch, previousRememberHash: fromHash })
    .where(and(eq(authSessions.series, series), eq(authSessions.rememberHash, fromHash)))
    .returning({ series: authSessions.series });
  if (rows.length === 0) return false;
  await logRevocations(db, [series]);
  return true;
}

export async function deleteSession(db: Db, series: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.series, series));
  await logRevocations(db, [series]);
}

/** Revocations logged after `afterId`, oldest first. */
export async function findRevocationsAfter(db: Db, afterId: number): Promise<{ id: number; series: string }[]> {
  return db
    .select({ id: authSessionRevocations.id, series: authSessionRevocations.series })
    .from(authSessionRevocations)
    .where(gt(authSessionRevocations.id, afterId))
    .orderBy(authSessionRevocations.id)
    .limit(10_000);
}

export async function lastRevocationId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string>`coalesce(max(${authSessionRevocations.id}), 0)` }).from(authSessionRevocations);
  return Number(row?.id ?? 0);
}

export async function pruneRevocations(db: Db, before: Date): Promise<void> {
  await db.delete(authSessionRevocations).where(lt(authSessionRevocations.revokedAt, before));
}

/** Every series of a user, so their cached identity is refreshed everywhere (after a settings change). */
export async function logUserRevocations(db: Db, userId: number): Promise<void> {
  const rows = await db.select({ series: authSessions.series }).from(authSessions).where(eq(authSessions.userId, userId));
  await logRevocations(
    db,
    rows.map((r) => r.series),
  );
}

/** Ends every session of a user except `keepSeries` (password change keeps the current one). */
export async function deleteOtherSessions(db: Db, userId: number, keepSeries?: string): Promise<void> {
  const rows = await db.select({ series: authSessions.series }).from(authSessions).where(eq(authSessions.userId, userId));
  const doomed = rows.map((r) => r.series).filter((s) => s !== keepSeries);
  if (doomed.length > 0) {
    await db.delete(authSessions).where(inArray(authSessions.series, doomed));
    await logRevocations(db, doomed);
  }
}

export async function listActiveSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, now), isNull(authSessions.expiredByLoginAt)))
    .orderBy(authSessions.tokenDate);
}

/** A sign-in elsewhere: every other live session of the user is marked expired (told once, then removed). */
export async function expireOtherSessions(db: Db, userId: number, keepSeries: string, at: Date): Promise<void> {
  const expired = await db
    .update(authSessions)
    .set({ expiredByLoginAt: at })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.series, keepSeries), isNull(authSessions.expiredByLoginAt)))
    .returning({ series: authSessions.series });
  await logRevocations(
    db,
    expired.map((r) => r.series),
  );
}

/** Writes the last-seen time of many sessions in one statement. */
export async function touchSessions(db: Db, series: string[], at: Date): Promise<void> {
  // One array parameter, not one parameter per session: a busy instance touches ~1,700 sessions a second, and
  // an IN list that long costs the server a query built of thousands of parts and PostgreSQL its planning.
  if (series.length)
    await db
      .update(authSessions)
      .set({ lastSeenAt: at })
      .where(sql`${authSessions.series} = any(${sql.param(series)}::text[])`);
}
