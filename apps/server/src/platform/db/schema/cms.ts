import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Content blocks (000 §3; decision 0079): the current text of each keyed block the pages render. */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Sanitized HTML (the server's allow-list); the browser sanitizes it again before inserting it. */
    content: text('content').notNull(),
    /** The latest version's number: 1 when created, one more at each save. */
    version: integer('version').notNull(),
    /** Login of whoever saved last (the real actor under impersonation). */
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cms_blocks_key_unique').on(t.key)],
);

/** Every save of a block, never deleted or rewritten: who saved what, when. */
export const cmsBlockVersions = pgTable(
  'cms_block_versions',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => cmsBlocks.id),
    version: integer('version').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  // Leads with block_id: also the index of a block's versions list.
  (t) => [uniqueIndex('cms_block_versions_block_version_unique').on(t.blockId, t.version)],
);
