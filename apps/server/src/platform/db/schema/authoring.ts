import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './products.js';

/** Who may author which course family (decision 0163): granted by administrators, one row per user and lineage. */
export const authoringGrants = pgTable(
  'authoring_grants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lineage: text('lineage').notNull(),
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineage] })],
);

/**
 * The revision of each edited item of a draft (a node, a slide, an exam question), for optimistic concurrency
 * (decision 0164): an item never edited is at revision 0; every save must name the revision it started from.
 */
export const authoringRevisions = pgTable(
  'authoring_revisions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `node:<key>`, `slide:<node key>#<slide id>` or `question:<node key>#<question id>`. */
    item: text('item').notNull(),
    revision: integer('revision').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.item] })],
);
