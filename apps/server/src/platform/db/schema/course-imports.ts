import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every course package import or check made from the admin screen (decision 0081): who, when, what came of it. */
export const courseImports = pgTable(
  'course_imports',
  {
    id: serial('id').primaryKey(),
    actorLogin: text('actor_login').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fileName: text('file_name').notNull(),
    /** The course's code when the package could be read that far. */
    code: text('code'),
    productId: integer('product_id'),
    /** IMPORTED, CHECKED, INVALID or FAILED. */
    result: text('result').notNull(),
    dryRun: boolean('dry_run').notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
  },
  (t) => [index('course_imports_created_idx').on(t.createdAt)],
);
