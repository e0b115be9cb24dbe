import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** A course, program or exam-prep product a provider offers. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    industry: text('industry'),
    state: text('state'),
    licenseType: text('license_type'),
    ethicsCourse: boolean('ethics_course').notNull().default(false),
    accountName: text('account_name').notNull(),
    accountPhone: text('account_phone'),
    accountEmail: text('account_email'),
    accountLogoLight: text('account_logo_light'),
    accountSiteUrl: text('account_site_url'),
    proctorType: text('proctor_type'),
    supportChatEnabled: boolean('support_chat_enabled').notNull().default(false),
    showContactInstructor: boolean('show_contact_instructor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code)],
);

/** Course rules: SC_* keys and their values ('yes' means true). */
export const productRules = pgTable(
  'product_rules',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.key] })],
);

/** An enrolment: one learner in one product. */
export const learnerProducts = pgTable(
  'learner_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    purchaseType: text('purchase_type'),
    externalUserId: text('external_user_id'),
    externalEnrollmentId: text('external_enrollment_id'),
    proctorStatus: text('proctor_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('learner_products_user_idx').on(t.userId)],
);
