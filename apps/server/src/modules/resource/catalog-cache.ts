import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/client.js';
import { findKeyPoints, findProductResources, type ResourceListRow } from './repo.js';

export interface ProductCatalog {
  rows: ResourceListRow[];
  /** The same rows by learning component, in the component's order. */
  byNode: Map<number, ResourceListRow[]>;
  /** Key points of the KEY_POINTS nodes that KEY_POINTS resources show. */
  keyPoints: Map<number, string[]>;
}

const MAX_PRODUCTS = 200;

/**
 * A product's resources change only when its package is re-imported, which changes its package hash:
 * the rows are cached per product and hash, so every list request after the first reads only the
 * learner's own views and bookmarks. One cache per app (a re-import on another instance changes the
 * hash, so no instance serves stale rows). Bounded: the least recently used product goes first.
 */
export class ResourceCatalogCache {
  private readonly entries = new LRUCache<number, { hash: string | null; catalog: Promise<ProductCatalog> }>({
    max: MAX_PRODUCTS,
  });

  get(db: Db, product: { id: number; packageHash: string | null }): Promise<ProductCatalog> {
    const hit = this.entries.get(product.id);
    if (hit && hit.hash === product.packageHash) return hit.catalog;
    const catalog = load(db, product.id);
    catalog.catch(() => this.entries.delete(product.id));
    this.entries.set(product.id, { hash: product.packageHash, catalog });
    return catalog;
  }
}

async function load(db: Db, productId: number): Promise<ProductCatalog> {
  const rows = await findProductResources(db, productId);
  const byNode = new Map<number, ResourceListRow[]>();
  for (const row of rows) {
    const list = byNode.get(row.nodeId);
    if (list) list.push(row);
    else byNode.set(row.nodeId, [row]);
  }
  const ids = rows.map((r) => r.keyPointsNodeId).filter((id): id is number => id !== null);
  return { rows, byNode, keyPoints: await findKeyPoints(db, ids) };
}
