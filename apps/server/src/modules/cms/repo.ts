import type { PagedSearch } from '@continuum/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderBy, pageWindow, type SearchableList, searchCondition } from '../../platform/db/paged-search.js';
import { cmsBlocks, cmsBlockVersions } from '../../platform/db/schema/index.js';

export type BlockRow = typeof cmsBlocks.$inferSelect;
export interface BlockFields {
  key: string;
  name: string;
  description: string;
  content: string;
}

/** The cms-blocks list: the value matches key, name or description; by key unless sorted. */
export const BLOCK_LIST: SearchableList = {
  searchColumns: [cmsBlocks.key, cmsBlocks.name, cmsBlocks.description],
  sortFields: {
    key: cmsBlocks.key,
    name: cmsBlocks.name,
    version: cmsBlocks.version,
    updatedBy: cmsBlocks.updatedBy,
    updatedAt: cmsBlocks.updatedAt,
  },
  tieBreak: [asc(cmsBlocks.key), asc(cmsBlocks.id)],
};

export async function findBlockByKey(db: Db, key: string): Promise<BlockRow | undefined> {
  const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.key, key)).limit(1);
  return row;
}

export async function findBlock(db: Db, id: number): Promise<BlockRow | undefined> {
  const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id)).limit(1);
  return row;
}

export async function insertBlock(db: Db, fields: BlockFields, by: string, at: Date): Promise<BlockRow> {
  const [row] = await db
    .insert(cmsBlocks)
    .values({ ...fields, version: 1, updatedBy: by, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The next version of a block (the row lock orders concurrent saves), or undefined when it is gone. */
export async function updateBlock(db: Db, id: number, fields: BlockFields, by: string, at: Date) {
  const [row] = await db
    .update(cmsBlocks)
    .set({ ...fields, version: sql`${cmsBlocks.version} + 1`, updatedBy: by, updatedAt: at })
    .where(eq(cmsBlocks.id, id))
    .returning();
  return row;
}

/** Keeps a saved version (the block's fields as they were saved). */
export async function insertVersion(db: Db, block: BlockRow): Promise<void> {
  await db.insert(cmsBlockVersions).values({
    blockId: block.id,
    version: block.version,
    key: block.key,
    name: block.name,
    description: block.description,
    content: block.content,
    savedBy: block.updatedBy,
    savedAt: block.updatedAt,
  });
}

/** A block's versions, newest first. */
export function findVersions(db: Db, blockId: number) {
  return db.select().from(cmsBlockVersions).where(eq(cmsBlockVersions.blockId, blockId)).orderBy(desc(cmsBlockVersions.version));
}

export async function searchBlocks(db: Db, search: PagedSearch) {
  const where = and(searchCondition(BLOCK_LIST, search));
  const { limit, offset } = pageWindow(search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cmsBlocks.id,
        key: cmsBlocks.key,
        name: cmsBlocks.name,
        description: cmsBlocks.description,
        version: cmsBlocks.version,
        updatedBy: cmsBlocks.updatedBy,
        updatedAt: cmsBlocks.updatedAt,
      })
      .from(cmsBlocks)
      .where(where)
      .orderBy(...orderBy(BLOCK_LIST, search))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cmsBlocks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
