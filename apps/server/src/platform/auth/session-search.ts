import type { PagedSearch } from '@continuum/contracts';
import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../db/paged-search.js';
import { authSessions, users } from '../db/schema/index.js';

/** The administrators' list of signed-in browsers (002 spring-session-list): by user, address or browser. */
export const SESSION_LIST: SearchableList = {
  searchColumns: [users.login, authSessions.ipAddress, authSessions.userAgent],
  sortFields: {
    lastSeenAt: authSessions.lastSeenAt,
    tokenDate: authSessions.tokenDate,
    login: users.login,
    ipAddress: authSessions.ipAddress,
  },
  tieBreak: [desc(authSessions.lastSeenAt), desc(authSessions.series)],
};

/**
 * Sessions still alive at `now`: a remember-me token not expired, or a session seen within the idle limit (what
 * a user's own sessions page lists, for every user).
 */
export async function searchLiveSessions(db: Db, search: PagedSearch, now: Date, idleMs: number) {
  const alive = and(
    gt(authSessions.expiresAt, now),
    isNull(authSessions.expiredByLoginAt),
    or(eq(authSessions.rememberMe, true), gt(authSessions.lastSeenAt, new Date(now.getTime() - idleMs))),
  );
  const where = and(alive, searchCondition(SESSION_LIST, search) as SQL | undefined);
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        series: authSessions.series,
        login: users.login,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
        rememberMe: authSessions.rememberMe,
        tokenDate: authSessions.tokenDate,
        lastSeenAt: authSessions.lastSeenAt,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(where)
      .orderBy(...orderBy(SESSION_LIST, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(authSessions).innerJoin(users, eq(users.id, authSessions.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
