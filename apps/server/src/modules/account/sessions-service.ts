import type { SessionEntry } from '@continuum/contracts';
import { deleteSession, findSessionWithUser, listActiveSessions } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { AuditType, audit } from '../audit/index.js';
import { canInvalidateSession } from './policy.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The user's signed-in browsers: remember-me tokens and live sessions. */
export async function listSessions(ctx: AppContext, userId: number, currentSeries: string): Promise<SessionEntry[]> {
  const now = ctx.clock.now();
  const idleMs = ctx.config.sessionIdleMinutes * 60_000;
  const rows = await listActiveSessions(ctx.database.db, userId, now);
  return rows
    .filter((r) => r.rememberMe || r.lastSeenAt.getTime() + idleMs > now.getTime())
    .map((r) => ({
      series: r.series,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      formattedTokenDate: dateFormat.format(r.tokenDate),
      tokenDate: r.tokenDate.toISOString(),
      rememberMe: r.rememberMe,
      current: r.series === currentSeries,
    }));
}

/** Ends one of the user's own sessions; someone else's series answers 404. */
export async function invalidateSession(ctx: AppContext, user: { id: number; login: string }, series: string) {
  const { db } = ctx.database;
  const found = await findSessionWithUser(db, series);
  if (!found || !canInvalidateSession(user, found.session)) throw notFound('session');
  await deleteSession(db, series);
  ctx.sessions.evict(series);
  await audit(db, ctx.clock, user.login, AuditType.SESSION_INVALIDATED);
}
