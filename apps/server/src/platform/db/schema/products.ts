import type { IdentityOverrides } from '@continuum/contracts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    accountLogoDark: text('account_logo_dark'),
    /** The product's own node (type COURSE, PROGRAM or EXAM_PREP root); set by the package import. */
    rootNodeId: integer('root_node_id'),
    startDateRequired: boolean('start_date_required').notNull().default(false),
    /** Days a learner has once started (001 §9 default 13: end = start + 12 days). */
    durationDays: integer('duration_days').notNull().default(13),
    minimumRequiredMinutes: integer('minimum_required_minutes'),
    minimumRecommendedMinutes: integer('minimum_recommended_minutes'),
    siteAssets: jsonb('site_assets').$type<SiteAssets>(),
    /** sha256 of the imported package, to tell a changed package from a re-run. */
    packageHash: text('package_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The course family this product is a version of (decision 0163): null means the product's own code, so every
     * product imported before versions existed is version 1 of its own lineage. New enrolments by code get the newest
     * published version of the code's lineage.
     */
    lineage: text('lineage'),
    /** The version number within the lineage; a draft carries the number it will be published as. */
    version: integer('version').notNull().default(1),
    /** A draft: edited by authors, never enrolled; publishing clears it (decision 0163). */
    draft: boolean('draft').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code), index('products_lineage_idx').on(t.lineage)],
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
    /** Course dates, in the course's calendar (no time of day). */
    startDate: date('start_date'),
    endDate: date('end_date'),
    expirationDate: date('expiration_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The leaf the learner last opened, for "continue where you left off". */
    leftOffNodeId: integer('left_off_node_id'),
    /** When the learner closed the welcome-to-course modal (decision 0071); null: not yet welcomed. */
    welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
    cesHomeUrl: text('ces_home_url'),
    hasSubmittedIdPhoto: boolean('has_submitted_id_photo').notNull().default(false),
    hasMetPrerequisites: boolean('has_met_prerequisites').notNull().default(true),
    devShowLessonSkip: boolean('dev_show_lesson_skip').notNull().default(false),
    enhancedViewRequired: boolean('enhanced_view_required').notNull().default(false),
    authRequired: boolean('auth_required').notNull().default(false),
    biosigRequired: boolean('biosig_required').notNull().default(false),
    biosigNmlsIdRequired: boolean('biosig_nmls_id_required').notNull().default(false),
    biosigInitFailed: boolean('biosig_init_failed').notNull().default(false),
    /**
     * The four fields above as an administrator set them for this enrolment (issue 25, decision 0104); a field
     * not set here follows the product's rule (IDENTITY_CHECK_RULES), applied to the columns whenever it changes.
     */
    identityOverrides: jsonb('identity_overrides').$type<IdentityOverrides>().notNull().default({}),
    biosigCallbackId: text('biosig_callback_id'),
    biosigUrl: text('biosig_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when an administrator withdrew the enrolment (decision 0078): the learner no longer reaches it; data kept. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('learner_products_user_idx').on(t.userId)],
);

export interface SiteAsset {
  label: string;
  type: string;
  url: string;
}

/** Study tools listed in the sidebar (000 §3 siteAssets). */
export interface SiteAssets {
  studyPlanLabel?: string;
  studyPlanAssets: SiteAsset[];
  studyTipAssets: SiteAsset[];
  instructorScheduleAssets: SiteAsset[];
  careerBuilderAssets: SiteAsset[];
}

/**
 * The instructors assigned to a product: an instructor issues codes and sees learners only for these
 * (administrators for every product; decision 0054).
 */
export const productInstructors = pgTable(
  'product_instructors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('product_instructors_user_idx').on(t.userId)],
);
