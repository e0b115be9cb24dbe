import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type StoredFile, siteAssetFiles } from '../../platform/db/schema/index.js';

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
