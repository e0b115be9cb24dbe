// The forums a FORUM slide names and the import-time sync, for lesson and resource, through this module's
// surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import * as repo from './repo.js';

export type { DeclaredForum } from './repo.js';

/** Forum ids of a product by key (what a FORUM slide's forumKey names). */
export function forumIdsByKey(db: Db, productId: number, keys: string[]): Promise<Map<string, number>> {
  return repo.forumIdsByKey(db, productId, keys);
}

/** Makes a product's forums those its package declares; undeclared ones are kept with their posts, closed. */
export function syncForums(db: Db, productId: number, declared: repo.DeclaredForum[]): Promise<void> {
  return repo.syncForums(db, productId, declared);
}
