import type { MyCertificate } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { findUserLearnerProductIds } from '../product/index.js';
import * as repo from './repo.js';
import { verificationOf } from './service.js';

/** GET api/certificates: the caller's issued certificates with their status, newest first (issue 28). */
export async function myCertificates(ctx: AppContext, actor: SessionUser): Promise<MyCertificate[]> {
  const { db } = ctx.database;
  const rows = await repo.findByLearnerProducts(db, await findUserLearnerProductIds(db, actor.id));
  return rows.map((row) => ({ ...verificationOf(ctx, row), learnerProductId: row.learnerProductId }));
}
