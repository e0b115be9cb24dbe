import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts } from './products.js';

/**
 * A learner's state licences (002 §3 License), entered through license-validate or the final affidavit. The
 * number is AES-256-GCM sealed (never stored in clear); a learner may hold several in one state. External
 * learners (the /affidavit link) are keyed by their external user id instead of an account.
 */
export const affidavitLicenses = pgTable(
  'affidavit_licenses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    externalUserId: text('external_user_id'),
    state: text('state').notNull(),
    licenseType: text('license_type').notNull(),
    renewalDate: date('renewal_date').notNull(),
    /** v1.<key id>.<iv>.<tag>.<ciphertext>, bound to the owner. */
    licenseNumberEncrypted: text('license_number_encrypted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The renewal date its learner was last reminded of (decision 0197): a reminder is claimed once per date. */
    renewalRemindedFor: date('renewal_reminded_for'),
  },
  (t) => [index('affidavit_licenses_user_idx').on(t.userId, t.state), index('affidavit_licenses_ext_idx').on(t.externalUserId)],
);

/**
 * An accepted affidavit (final, orientation or external): the text's version and the time, and for the final
 * and external ones what the learner declared. SSN, date of birth, driver's licence and ID number are sealed.
 */
export const affidavitAcceptances = pgTable(
  'affidavit_acceptances',
  {
    id: serial('id').primaryKey(),
    /** FINAL, ORIENTATION or EXTERNAL. */
    kind: text('kind').notNull(),
    learnerProductId: integer('learner_product_id').references(() => learnerProducts.id, { onDelete: 'cascade' }),
    /** The session's real actor (an impersonating administrator is recorded as such). */
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    externalUserId: text('external_user_id'),
    externalEnrollmentId: text('external_enrollment_id'),
    /** 'default-1' for the built-in text, else 'sha256:<16 hex>' of the course's text, which is kept below. */
    textVersion: text('text_version').notNull(),
    textBody: text('text_body'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The date the learner typed, checked equal to the course's today. */
    signedOn: date('signed_on'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    /** FULL or LAST_FOUR: what ssnEncrypted holds. */
    ssnMode: text('ssn_mode'),
    ssnEncrypted: text('ssn_encrypted'),
    driversLicenseEncrypted: text('drivers_license_encrypted'),
    dateOfBirthEncrypted: text('date_of_birth_encrypted'),
    idNumberEncrypted: text('id_number_encrypted'),
    nrds: text('nrds'),
    age: text('age'),
    gender: text('gender'),
    education: text('education'),
    martialStatus: text('martial_status'),
    employmentStatus: text('employment_status'),
    ethnicity: text('ethnicity'),
    nmlsId: text('nmls_id'),
    countyOfResidence: text('county_of_residence'),
    licenseId: integer('license_id').references(() => affidavitLicenses.id, { onDelete: 'set null' }),
    cycle: text('cycle'),
  },
  (t) => [
    uniqueIndex('affidavit_acceptances_lp_kind_uq').on(t.learnerProductId, t.kind),
    uniqueIndex('affidavit_acceptances_external_uq').on(t.externalUserId, t.externalEnrollmentId),
  ],
);
