// The course tree the course import writes (node keys, nodes, slides) and the learner context reads, through
// this module's surface rather than its repo (decision 0114).
import type { Db } from '../../platform/db/client.js';
import type { nodes } from '../../platform/db/schema/index.js';
import * as repo from './repo.js';

export type { NodeRow } from './repo.js';

/** A product's node ids by key. */
export function findNodeKeys(db: Db, productId: number): Promise<Map<string, number>> {
  return repo.findNodeKeys(db, productId);
}

/** Every node of a product, in tree order within each parent. */
export function findProductNodes(db: Db, productId: number): Promise<repo.NodeRow[]> {
  return repo.findProductNodes(db, productId);
}

/** Inserts a node; its id. */
export function insertNode(db: Db, row: typeof nodes.$inferInsert): Promise<number> {
  return repo.insertNode(db, row);
}

/** Changes a node's columns. */
export function updateNode(db: Db, id: number, patch: Partial<typeof nodes.$inferInsert>): Promise<void> {
  return repo.updateNode(db, id, patch);
}

/** Removes the product's nodes whose ids are not kept (their learner status rows go with them); how many. */
export function deleteNodesExcept(db: Db, productId: number, keep: number[]): Promise<number> {
  return repo.deleteNodesExcept(db, productId, keep);
}

/** Makes a lesson's slides those given: matched by key (ids stable), new ones inserted, missing ones removed. */
export function replaceSlides(db: Db, nodeId: number, slides: Parameters<typeof repo.replaceSlides>[2]): Promise<void> {
  return repo.replaceSlides(db, nodeId, slides);
}
