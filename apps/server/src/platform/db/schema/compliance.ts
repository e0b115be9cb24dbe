import { date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.js';

/**
 * The compliance profiles a product is approved under (issue 27, decision 0117): which profile version, the
 * regulator's course approval number and its expiry, and the credit hours approved. Profiles themselves are
 * data files in the repository (modules/compliance/profiles), not rows.
 */
export const complianceBindings = pgTable(
  'compliance_bindings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    profileVersion: integer('profile_version').notNull(),
    approvalNumber: text('approval_number').notNull(),
    approvalExpiresOn: date('approval_expires_on'),
    creditHours: numeric('credit_hours', { precision: 7, scale: 2 }).notNull(),
    boundBy: text('bound_by').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.profileId] })],
);
