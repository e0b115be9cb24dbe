import { ALL_AUTHORITIES, Authority, type AuthorityName, ROLE_SCREEN_AUTHORITIES } from '@continuum/contracts';
import { and, count, eq } from 'drizzle-orm';
import { logUserRevocations, type SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import { userAuthorities } from '../../../platform/db/schema/index.js';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors.js';
import { audit } from '../../audit/index.js';
import * as repo from '../repo.js';

/** Who may see the Roles screens (002 §6: any one of the USERS_ROLE_* shows the Roles menu item). */
export const ROLE_VIEWERS: AuthorityName[] = ROLE_SCREEN_AUTHORITIES;
/** Granting a role to someone: adding to the role's members (create) or changing them (update). */
export const ROLE_GRANTERS: AuthorityName[] = [Authority.ADMIN, Authority.USERS_ROLE_CREATE, Authority.USERS_ROLE_UPDATE];
/** Taking a role away: removing a member (delete) or changing them (update). */
export const ROLE_REVOKERS: AuthorityName[] = [Authority.ADMIN, Authority.USERS_ROLE_DELETE, Authority.USERS_ROLE_UPDATE];

/** Roles that open administration or role management: only an administrator hands them out or takes them back. */
const POWERFUL = new Set<string>([
  Authority.ADMIN,
  Authority.USERS_ROLE_VIEW,
  Authority.USERS_ROLE_CREATE,
  Authority.USERS_ROLE_UPDATE,
  Authority.USERS_ROLE_DELETE,
]);

/** GET api/admin/roles: every authority with how many users hold it. */
export async function listRoles(ctx: AppContext): Promise<{ authority: string; users: number }[]> {
  const rows = await ctx.database.db
    .select({ authority: userAuthorities.authority, n: count() })
    .from(userAuthorities)
    .groupBy(userAuthorities.authority);
  const counts = new Map(rows.map((r) => [r.authority, r.n]));
  return ALL_AUTHORITIES.map((authority) => ({ authority, users: counts.get(authority) ?? 0 }));
}

function mayChange(actor: SessionUser, authority: string): void {
  if (POWERFUL.has(authority) && !actor.authorities.includes(Authority.ADMIN)) throw forbidden();
}

async function target(ctx: AppContext, login: string) {
  const user = await repo.findUserByLogin(ctx.database.db, login);
  if (!user) throw notFound('user');
  return user;
}

/** PUT api/admin/roles/{authority}/members/{login}: grants the role (idempotent), audited. */
export async function grantRole(ctx: AppContext, actor: SessionUser, authority: AuthorityName, login: string): Promise<void> {
  mayChange(actor, authority);
  const user = await target(ctx, login);
  const { db } = ctx.database;
  const added = await db.insert(userAuthorities).values({ userId: user.id, authority }).onConflictDoNothing().returning();
  if (added.length === 0) return;
  await logUserRevocations(db, user.id);
  ctx.sessions.evictUser(user.id);
  await audit(db, ctx.clock, actor.login, 'ROLE_GRANTED', { login: user.login, authority });
}

/** DELETE api/admin/roles/{authority}/members/{login}: takes the role back, audited. Never ROLE_AUTHENTICATED. */
export async function revokeRole(ctx: AppContext, actor: SessionUser, authority: AuthorityName, login: string): Promise<void> {
  if (authority === Authority.AUTHENTICATED)
    throw badRequest('authority', 'Every user keeps ROLE_AUTHENTICATED', 'ROLE_REQUIRED');
  mayChange(actor, authority);
  const user = await target(ctx, login);
  if (user.id === actor.id && authority === Authority.ADMIN)
    throw new AppError('CANNOT_DROP_OWN_ADMIN', 409, 'You cannot remove your own administrator role');
  const { db } = ctx.database;
  const removed = await db
    .delete(userAuthorities)
    .where(and(eq(userAuthorities.userId, user.id), eq(userAuthorities.authority, authority)))
    .returning();
  if (removed.length === 0) return;
  await logUserRevocations(db, user.id);
  ctx.sessions.evictUser(user.id);
  await audit(db, ctx.clock, actor.login, 'ROLE_REVOKED', { login: user.login, authority });
}
