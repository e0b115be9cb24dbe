import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { learnerProducts } from './products.js';

/**
 * Completion certificates (decision 0094): issued once per COMPLETE learner product, with the public verification
 * code and what the certificate states, frozen at issue so the verification page shows what was printed.
 * Each is also a signed Open Badges 3.0 credential (decision 0160): its row id is its index in the revocation
 * status list, and a revocation is kept here with its reason.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    learnerName: text('learner_name').notNull(),
    course: text('course').notNull(),
    completedOn: text('completed_on').notNull(),
    creditedMs: integer('credited_ms').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The last day the credential is valid (YYYY-MM-DD), where the product or its profile sets one. */
    expiresOn: text('expires_on'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by'),
    /** When the learner was reminded that the credential expires (claimed once, so the reminder goes exactly once). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('certificates_code_uq').on(t.code), uniqueIndex('certificates_lp_uq').on(t.learnerProductId)],
);

/**
 * The keys credentials are signed with (Ed25519, decision 0160). One is active; a rotated key stays published
 * (retiredAt set) so the credentials it signed still verify. The private key is sealed with the server's key.
 */
export const credentialKeys = pgTable(
  'credential_keys',
  {
    id: serial('id').primaryKey(),
    kid: text('kid').notNull(),
    publicJwk: jsonb('public_jwk')
      .$type<{ kty: string; crv: string; x: string; kid: string; alg: string; use: string }>()
      .notNull(),
    privateJwkSealed: text('private_jwk_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('credential_keys_kid_uq').on(t.kid)],
);
