import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { lessonSlides, nodes, type StoredFile } from '../../platform/db/schema/index.js';
import { IMAGE_FILE_FIELD } from './slide-files.js';

// Reads of course nodes and lesson slides other modules make through catalog's surface (decision 0059, step 2).

export type LessonSlideRow = typeof lessonSlides.$inferSelect;

/** A lesson's slides in order. */
export function findLessonSlides(db: Db, nodeId: number): Promise<LessonSlideRow[]> {
  return db.select().from(lessonSlides).where(eq(lessonSlides.nodeId, nodeId)).orderBy(asc(lessonSlides.position));
}

/** The product's slides of the given types, by node then position (FORUM and ASSIGNMENT slides declare forums and assignments). */
export async function findProductSlidesOfTypes(db: Db, productId: number, types: string[]): Promise<LessonSlideRow[]> {
  return db
    .select({ slide: lessonSlides })
    .from(lessonSlides)
    .innerJoin(nodes, eq(nodes.id, lessonSlides.nodeId))
    .where(and(eq(nodes.productId, productId), inArray(lessonSlides.type, types)))
    .orderBy(asc(nodes.id), asc(lessonSlides.position))
    .then((rows) => rows.map((r) => r.slide));
}

/** A program's courses: the root's children of type COURSE, in order. */
export async function findChildCourses(db: Db, rootNodeId: number) {
  return db
    .select({ id: nodes.id, title: nodes.title, type: nodes.type })
    .from(nodes)
    .where(and(eq(nodes.parentId, rootNodeId), eq(nodes.type, 'COURSE')))
    .orderBy(asc(nodes.position));
}

/**
 * A subquery of every lesson slide's image, to join in one statement: the lesson and its product, the
 * name the slide gives the image (bgImage) and the stored file (null when the slide has none).
 */
export function lessonSlideImages(db: Db) {
  return db
    .select({
      lessonId: nodes.id,
      productId: nodes.productId,
      name: sql<string | null>`${lessonSlides.data} ->> 'bgImage'`.as('image_name'),
      file: sql<StoredFile | null>`${lessonSlides.data} -> ${IMAGE_FILE_FIELD}`.as('image_file'),
    })
    .from(nodes)
    .innerJoin(lessonSlides, eq(lessonSlides.nodeId, nodes.id))
    .where(eq(nodes.type, 'LESSON'))
    .as('lesson_slide_image');
}
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
