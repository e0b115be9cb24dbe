import type { AuthoringGrantBody } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { findLineageProducts } from '../product/index.js';
import { deleteGrant, insertGrant } from './repo.js';

/** An administrator grants a user the authoring of a lineage (the user also needs ROLE_AUTHOR). */
export async function grantLineage(ctx: AppContext, admin: SessionUser, body: AuthoringGrantBody) {
  const { db } = ctx.database;
  if ((await findLineageProducts(db, body.lineage)).length === 0) throw notFound('lineage');
  await insertGrant(db, { userId: body.userId, lineage: body.lineage, grantedBy: admin.login, grantedAt: ctx.clock.now() });
  await audit(db, ctx.clock, admin.login, 'AUTHORING_GRANTED', { userId: String(body.userId), lineage: body.lineage });
  return { userId: body.userId, lineage: body.lineage };
}

/** Withdraws a grant; 404 when there was none. */
export async function withdrawLineage(ctx: AppContext, admin: SessionUser, body: AuthoringGrantBody) {
  const { db } = ctx.database;
  if (!(await deleteGrant(db, body.userId, body.lineage))) throw notFound('grant');
  await audit(db, ctx.clock, admin.login, 'AUTHORING_WITHDRAWN', { userId: String(body.userId), lineage: body.lineage });
  return { userId: body.userId, lineage: body.lineage };
}
