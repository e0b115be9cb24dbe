import type { Advertisement, AdvertisementBody } from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { sanitizeBlockHtml } from '../cms/index.js';
import { canReadLearnerProduct, findLearnerProductOwner, findProductName } from '../product/index.js';
import * as repo from './repo.js';

/** Audit types of the staff's changes to a product's advertisement. */
export const ADVERTISEMENT_SAVED = 'ADVERTISEMENT_SAVED';
export const ADVERTISEMENT_REMOVED = 'ADVERTISEMENT_REMOVED';

const toAdvertisement = (row: repo.AdvertisementRow): Advertisement => ({
  message: row.message,
  content: row.content,
  disclaimer: row.disclaimer,
  learnMoreUrl: row.learnMoreUrl,
});

/** GET api/advertisement/lp/{lpId} (001 §7): the advertisement of the learner's product, or null without one. */
export async function getLearnerAdvertisement(ctx: AppContext, actor: SessionUser, lpId: number): Promise<Advertisement | null> {
  const { db } = ctx.database;
  const lp = await findLearnerProductOwner(db, lpId);
  if (!lp || !canReadLearnerProduct(actor, lp)) throw notFound('learner product');
  const row = await repo.findAdvertisement(db, lp.productId);
  return row ? toAdvertisement(row) : null;
}

async function assertProduct(db: Db, productId: number): Promise<void> {
  if ((await findProductName(db, productId)) === undefined) throw notFound('product');
}

/** GET api/admin/products/{productId}/advertisement: what staff authored for the product, or null. */
export async function getProductAdvertisement(ctx: AppContext, productId: number): Promise<Advertisement | null> {
  const { db } = ctx.database;
  await assertProduct(db, productId);
  const row = await repo.findAdvertisement(db, productId);
  return row ? toAdvertisement(row) : null;
}

/**
 * PUT api/admin/products/{productId}/advertisement: saves the product's advertisement. Its HTML keeps only what
 * the content blocks' allow-list keeps (scripts, handlers, styles, frames dropped; links open a new window
 * without the opener); audited without its text.
 */
export async function saveProductAdvertisement(
  ctx: AppContext,
  actor: SessionUser,
  productId: number,
  body: { message: string; content: string; disclaimer: string; learnMoreUrl: string | null },
): Promise<Advertisement> {
  const { db } = ctx.database;
  await assertProduct(db, productId);
  return db.transaction(async (tx) => {
    const saved = await repo.upsertAdvertisement(tx, {
      productId,
      message: body.message,
      content: sanitizeBlockHtml(body.content),
      disclaimer: body.disclaimer,
      learnMoreUrl: body.learnMoreUrl,
      updatedAt: ctx.clock.now(),
      updatedBy: actor.id,
    });
    await audit(tx, ctx.clock, actor.login, ADVERTISEMENT_SAVED, { productId: String(productId) });
    return toAdvertisement(saved);
  });
}

/** DELETE api/admin/products/{productId}/advertisement: the product shows no advertisement any more. */
export async function removeProductAdvertisement(ctx: AppContext, actor: SessionUser, productId: number): Promise<void> {
  const { db } = ctx.database;
  await assertProduct(db, productId);
  await db.transaction(async (tx) => {
    if (await repo.deleteAdvertisement(tx, productId)) {
      await audit(tx, ctx.clock, actor.login, ADVERTISEMENT_REMOVED, { productId: String(productId) });
    }
  });
}

/** Seeds a product's advertisement as it is (the demo's: trusted text, sanitized all the same). */
export async function seedAdvertisement(
  db: Db,
  productId: number,
  ad: AdvertisementBody & { learnMoreUrl?: string | null },
  at: Date,
) {
  await repo.upsertAdvertisement(db, {
    productId,
    message: ad.message,
    content: sanitizeBlockHtml(ad.content ?? ''),
    disclaimer: ad.disclaimer ?? '',
    learnMoreUrl: ad.learnMoreUrl ?? null,
    updatedAt: at,
    updatedBy: null,
  });
}
