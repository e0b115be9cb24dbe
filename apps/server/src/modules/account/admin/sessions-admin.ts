import type { AdminSessionRow, Paged, PagedSearch } from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import { deleteSession, findSessionWithUser } from '../../../platform/auth/session-repo.js';
import { searchLiveSessions } from '../../../platform/auth/session-search.js';
import type { AppContext } from '../../../platform/context.js';
import { knownKeys, pageOf } from '../../../platform/db/paged-search.js';
import { notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';

/** POST api/admin/sessions/search: every user's live sessions, most recently seen first. */
export async function searchSessions(ctx: AppContext, search: PagedSearch): Promise<Paged<AdminSessionRow>> {
  knownKeys(search.options, [], 'options');
  knownKeys(search.extraSearchData, [], 'extraSearchData');
  const { rows, total } = await searchLiveSessions(
    ctx.database.db,
    search,
    ctx.clock.now(),
    ctx.config.sessionIdleMinutes * 60_000,
  );
  return pageOf(
    search,
    rows.map((r) => ({ ...r, tokenDate: r.tokenDate.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() })),
    total,
  );
}

/** DELETE api/admin/sessions/{series}: ends someone's session at once on every instance; audited with both. */
export async function revokeSession(ctx: AppContext, actor: SessionUser, series: string): Promise<void> {
  const { db } = ctx.database;
  const found = await findSessionWithUser(db, series);
  if (!found) throw notFound('session');
  await deleteSession(db, series);
  ctx.sessions.evict(series);
  await audit(db, ctx.clock, actor.login, 'SESSION_REVOKED', { login: found.user.login });
}
