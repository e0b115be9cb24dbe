import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { lessonSlides, nodes } from '../../platform/db/schema/index.js';

export type NodeRow = typeof nodes.$inferSelect;

export async function findNodeKeys(db: Db, productId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: nodes.id, key: nodes.key }).from(nodes).where(eq(nodes.productId, productId));
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function insertNode(db: Db, row: typeof nodes.$inferInsert): Promise<number> {
  const [n] = await db.insert(nodes).values(row).returning({ id: nodes.id });
  if (!n) throw new Error('node insert returned nothing');
  return n.id;
}

export async function updateNode(db: Db, id: number, patch: Partial<typeof nodes.$inferInsert>): Promise<void> {
  await db.update(nodes).set(patch).where(eq(nodes.id, id));
}

/** Removes the product's nodes whose ids are not kept (their learner status rows go with them). */
export async function deleteNodesExcept(db: Db, productId: number, keep: number[]): Promise<number> {
  const removed = await db
    .delete(nodes)
    .where(and(eq(nodes.productId, productId), keep.length ? notInArray(nodes.id, keep) : undefined))
    .returning({ id: nodes.id });
  return removed.length;
}

/** Every node of a product, in tree order within each parent. */
export async function findProductNodes(db: Db, productId: number): Promise<NodeRow[]> {
  return db.select().from(nodes).where(eq(nodes.productId, productId)).orderBy(asc(nodes.parentId), asc(nodes.position));
}

export async function findNodesByIds(db: Db, ids: number[]): Promise<NodeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(nodes).where(inArray(nodes.id, ids));
}

/**
 * Makes a lesson's slides those given: matched by key (row ids, which submissions will reference, stay
 * stable), new ones inserted, missing ones removed.
 */
export async function replaceSlides(
  db: Db,
  nodeId: number,
  slides: { key: string; position: number; type: string; title: string; requiredTime: number; data: Record<string, unknown> }[],
): Promise<void> {
  const existing = await db
    .select({ id: lessonSlides.id, key: lessonSlides.key })
    .from(lessonSlides)
    .where(eq(lessonSlides.nodeId, nodeId));
  const byKey = new Map(existing.map((r) => [r.key, r.id]));
  const keep: number[] = [];
  for (const s of slides) {
    const id = byKey.get(s.key);
    if (id !== undefined) {
      await db.update(lessonSlides).set(s).where(eq(lessonSlides.id, id));
      keep.push(id);
    } else {
      const [row] = await db
        .insert(lessonSlides)
        .values({ nodeId, ...s })
        .returning({ id: lessonSlides.id });
      if (row) keep.push(row.id);
    }
  }
  await db
    .delete(lessonSlides)
    .where(and(eq(lessonSlides.nodeId, nodeId), keep.length ? notInArray(lessonSlides.id, keep) : undefined));
}
