import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { nodes } from '../../platform/db/schema/index.js';

// Reads of nodes for other modules, some as query pieces so their single statements stay single (decision 0059).

/** A node of the given product (id, type, title, metadata), or undefined. */
export async function findProductNode(db: Db, productId: number, nodeId: number) {
  const [row] = await db
    .select({ id: nodes.id, type: nodes.type, title: nodes.title, metadata: nodes.metadata })
    .from(nodes)
    .where(and(eq(nodes.id, nodeId), eq(nodes.productId, productId)))
    .limit(1);
  return row;
}

/** The product a node belongs to, as a scalar subquery (null for an unknown node). */
export function nodeProductIdSql(nodeId: number): SQL<number> {
  return sql<number>`(select n_of.product_id from ${nodes} n_of where n_of.id = ${nodeId})`;
}

/** Ids of a product's nodes, as a subquery for `inArray`. */
export function selectProductNodeIds(db: Db, productId: number) {
  return db.select({ id: nodes.id }).from(nodes).where(eq(nodes.productId, productId));
}

/** Every node's id, title and title prefix, as a derived table for raw SQL (`left join ${nodeTitlesSql} n`). */
export const nodeTitlesSql: SQL = sql`(select id, title, title_prefix from ${nodes})`;
