import type { Db } from '../../platform/db/client.js';
import { findProductContentRows } from './repo.js';

/** A product's resources (content and stored files included) and key points, for the authoring copy (decision 0163). */
export function readProductContent(db: Db, productId: number) {
  return findProductContentRows(db, productId);
}
