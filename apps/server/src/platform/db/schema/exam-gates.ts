import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { nodes } from './catalog.js';
import { examAttempts } from './exams.js';
import { learnerProducts } from './products.js';

/**
 * Access and proctor codes (002 §5): only a keyed HMAC of the code is kept. A code is bound to one
 * learner product and exam, accepted when the learner enters it, and consumed by the attempt it opens.
 */
export const examGateCodes = pgTable(
  'exam_gate_codes',
  {
    id: serial('id').primaryKey(),
    /** ACCESS (SC_FINAL_EXAM_ACCESS_CODE_REQUIRED) or PROCTOR (SC_PROCTOR_PROCTOR_REQUIRED). */
    kind: text('kind').notNull(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    examNodeId: integer('exam_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the learner entered it; cleared by the proctor logout before the sitting starts. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** A newer code for the same exam and kind replaces an unused one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The sitting (attempt number and attempt id) that used the code. */
    consumedAttemptNumber: integer('consumed_attempt_number'),
    personAssessmentId: integer('person_assessment_id'),
  },
  (t) => [
    index('exam_gate_codes_lp_exam_idx').on(t.learnerProductId, t.examNodeId, t.kind),
    index('exam_gate_codes_hash_idx').on(t.codeHash),
  ],
);

/** Wrong codes entered, for the guessing limit (a window of minutes per learner and kind). */
export const examGateCodeFailures = pgTable(
  'exam_gate_code_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The learner product the check named, when it named one. */
    learnerProductId: integer('learner_product_id'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exam_gate_code_failures_user_idx').on(t.userId, t.kind, t.failedAt)],
);

/**
 * Final exam user data (002 §3): the driver's licence number, AES-256-GCM encrypted (never stored or
 * logged in plain text), one per learner product and exam.
 */
export const examUserData = pgTable(
  'exam_user_data',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    examNodeId: integer('exam_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** v1.<key id>.<iv>.<tag>.<ciphertext>, bound to the learner product and exam. */
    driversLicenseEncrypted: text('drivers_license_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.examNodeId] })],
);

/**
 * The proctor's affidavit for one finished sitting (002 §3, §7): who supervised it and how to reach them,
 * signed with the proctor code that sitting used. One per attempt; stored only with a valid code.
 */
export const proctorAffidavits = pgTable(
  'proctor_affidavits',
  {
    id: serial('id').primaryKey(),
    personAssessmentId: integer('person_assessment_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    /** The proctor code that signed it (never the code itself). */
    gateCodeId: integer('gate_code_id').references(() => examGateCodes.id, { onDelete: 'set null' }),
    proctorName: text('proctor_name').notNull(),
    employerAndJobTitle: text('employer_and_job_title').notNull(),
    businessAddress: text('business_address').notNull(),
    daytimePhone: text('daytime_phone').notNull(),
    email: text('email').notNull(),
    relationship: text('relationship').notNull(),
    /** The date the proctor wrote, read as month-day-year (or day-month-year when only that is real). */
    signedOn: date('signed_on').notNull(),
    /** The session that submitted it (the learner's, at the proctored computer). */
    submittedByUserId: integer('submitted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('proctor_affidavits_attempt_uq').on(t.personAssessmentId)],
);
