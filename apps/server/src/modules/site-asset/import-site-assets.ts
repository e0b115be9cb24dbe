import type { Db } from '../../platform/db/client.js';
import type { StoredFile } from '../../platform/db/schema/index.js';
import * as repo from './repo.js';

/** Makes a product's site-asset files those of its package (the course import's transaction). */
export function replaceSiteAssetFiles(db: Db, productId: number, files: { fileName: string; file: StoredFile }[]): Promise<void> {
  return repo.replaceSiteAssetFiles(db, productId, files);
}
