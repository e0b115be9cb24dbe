import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { lessonSlides } from './catalog.js';
import { learnerProducts } from './products.js';

/**
 * One launch of a cmi5 AU (issue 29, decision 0208): the session id the LMS made, the registration (one per learner
 * product), the launch mode, and the one-time fetch key and the auth token it gave, both kept only as hashes. The
 * token is good until the session ends (terminated by the AU, or abandoned when the learner launches again).
 */
export const cmi5Sessions = pgTable(
  'cmi5_sessions',
  {
    id: text('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    slideId: integer('slide_id')
      .notNull()
      .references(() => lessonSlides.id, { onDelete: 'cascade' }),
    /** The lesson that holds the AU: the block the LMS's satisfied statement names (decision 0209). */
    lessonId: integer('lesson_id').notNull(),
    /** The learner (the actor the token writes for). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registration: text('registration').notNull(),
    /** What the AU was launched with (activity id, publisher id, moveOn, masteryScore): the statements are checked against it. */
    launch: jsonb('launch').notNull(),
    launchMode: text('launch_mode').notNull(),
    fetchKeyHash: text('fetch_key_hash').notNull().unique(),
    tokenHash: text('token_hash').unique(),
    launchedAt: timestamp('launched_at', { withTimezone: true, precision: 3 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true, precision: 3 }),
    /** The AU's initialized statement arrived (the session's first statement). */
    initializedAt: timestamp('initialized_at', { withTimezone: true, precision: 3 }),
    lastStatementAt: timestamp('last_statement_at', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    /** terminated (the AU said so) or abandoned (a new launch found the session open). */
    endedBy: text('ended_by'),
  },
  (t) => [index('cmi5_sessions_learner_slide_idx').on(t.learnerProductId, t.slideId)],
);

/**
 * Every xAPI statement of a learner's cmi5 AU, as received (the AU's) or written (the LMS's launched, abandoned,
 * satisfied): the statement store of our LRS. Progression reads the cmi5 defined verbs from here.
 */
export const cmi5Statements = pgTable(
  'cmi5_statements',
  {
    id: text('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    slideId: integer('slide_id')
      .notNull()
      .references(() => lessonSlides.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => cmi5Sessions.id, { onDelete: 'cascade' }),
    /** The verb id. */
    verb: text('verb').notNull(),
    /** A cmi5 defined statement (cmi5 category, section 7.1.3), which the ordering rules and progression read. */
    cmi5Defined: boolean('cmi5_defined').notNull(),
    /** Written by the LMS (us), not the AU. */
    byLms: boolean('by_lms').notNull(),
    statement: jsonb('statement').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('cmi5_statements_learner_slide_idx').on(t.learnerProductId, t.slideId)],
);

/** xAPI State API documents of a learner's AU (LMS.LaunchData, the AU's own bookmark), per registration. */
export const cmi5States = pgTable(
  'cmi5_states',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    slideId: integer('slide_id')
      .notNull()
      .references(() => lessonSlides.id, { onDelete: 'cascade' }),
    /** The registration the document was stored under; '' when the AU named none. */
    registration: text('registration').notNull(),
    stateId: text('state_id').notNull(),
    document: jsonb('document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.slideId, t.registration, t.stateId] })],
);

/** xAPI Agent Profile documents of a learner (cmi5LearnerPreferences, section 11): scoped to the learner, not a course. */
export const cmi5AgentProfiles = pgTable(
  'cmi5_agent_profiles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    document: jsonb('document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);
