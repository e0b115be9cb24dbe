import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { learnerProducts, type StoredFile, siteAssetFiles } from '../../platform/db/schema/index.js';

/** Makes the product's site-asset files those given. */
export async function replaceSiteAssetFiles(db: Db, productId: number, files: { fileName: string; file: StoredFile }[]) {
  await db.delete(siteAssetFiles).where(eq(siteAssetFiles.productId, productId));
  if (files.length) await db.insert(siteAssetFiles).values(files.map((f) => ({ productId, ...f })));
}

export async function findSiteAssetFile(db: Db, productId: number, fileName: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ file: siteAssetFiles.file })
    .from(siteAssetFiles)
    .where(and(eq(siteAssetFiles.productId, productId), eq(siteAssetFiles.fileName, fileName)))
    .limit(1);
  return row?.file;
}

/** Whether the user holds a learner product of this product. */
export async function isEnrolled(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: learnerProducts.id })
    .from(learnerProducts)
    .where(and(eq(learnerProducts.userId, userId), eq(learnerProducts.productId, productId)))
    .limit(1);
  return row !== undefined;
}
