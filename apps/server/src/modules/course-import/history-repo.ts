import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { courseImports } from '../../platform/db/schema/index.js';

export type CourseImportInsert = typeof courseImports.$inferInsert;

export async function insertCourseImport(db: Db, row: CourseImportInsert): Promise<number> {
  const [inserted] = await db.insert(courseImports).values(row).returning({ id: courseImports.id });
  if (!inserted) throw new Error('course import insert returned nothing');
  return inserted.id;
}

/** The latest imports and checks, newest first. */
export async function findRecentCourseImports(db: Db, limit: number) {
  return db.select().from(courseImports).orderBy(desc(courseImports.createdAt), desc(courseImports.id)).limit(limit);
}
