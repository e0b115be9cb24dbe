import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { findProductVersion, type ProductVersionRow } from '../product/index.js';
import { mayAuthor } from './policy.js';
import { hasGrant } from './repo.js';

/** Refuses (403) a user who may not author the lineage. */
export async function assertMayAuthor(db: Db, user: SessionUser, lineage: string): Promise<void> {
  if (!mayAuthor(user, await hasGrant(db, user.id, lineage))) throw forbidden();
}

/** The draft a save names, once the user may author its lineage; a published version is never edited (409). */
export async function authorableDraft(ctx: AppContext, user: SessionUser, productId: number): Promise<ProductVersionRow> {
  const { db } = ctx.database;
  const product = await findProductVersion(db, productId);
  if (!product) throw notFound('draft');
  await assertMayAuthor(db, user, product.lineage);
  if (!product.draft) throw new AppError('NOT_A_DRAFT', 409, 'published versions are never edited: create a draft');
  return product;
}
