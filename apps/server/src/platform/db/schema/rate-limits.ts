import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters shared by every server instance (decision 0053): one row per (scope, key), where
 * the key is a sha256 of what is counted (an address, a login), never the value itself. Rows whose window
 * has ended are deleted now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limits_window_idx').on(t.windowEndsAt)],
);
