import type { Db } from '../../platform/db/client.js';
import { findProductNodes, type NodeRow } from './repo.js';

export type { NodeRow as CatalogNode };

/** A product's nodes (its course tree), ordered by parent then position: children in display order. */
export function readProductNodes(db: Db, productId: number): Promise<NodeRow[]> {
  return findProductNodes(db, productId);
}
