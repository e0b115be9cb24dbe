import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    langKey: text('lang_key').notNull().default('en'),
    /** Profile answers for the security questions (001 §9: mailing city, mailing zip code, phone). */
    mailingCity: text('mailing_city'),
    mailingZip: text('mailing_zip'),
    phone: text('phone'),
    activated: boolean('activated').notNull().default(false),
    /** sha256 of the activation key; the key itself only ever travels in the e-mail. */
    activationKeyHash: text('activation_key_hash'),
    resetKeyHash: text('reset_key_hash'),
    resetDate: timestamp('reset_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_login_uq').on(t.login),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_activation_key_idx').on(t.activationKeyHash),
    index('users_reset_key_idx').on(t.resetKeyHash),
  ],
);

export const userAuthorities = pgTable(
  'user_authorities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authority: text('authority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.authority] })],
);

/**
 * One row per signed-in browser. The session cookie and the remember-me cookie both carry the
 * series plus a secret whose sha256 is stored here; invalidating the series ends both.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    series: text('series').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash'),
    rememberHash: text('remember_hash'),
    /**
     * The remember-me token just rotated away and when: presented again within a short grace it restores the
     * session instead of counting as theft, since parallel calls of one browser race the rotation (0053).
     */
    previousRememberHash: text('previous_remember_hash'),
    rememberRotatedAt: timestamp('remember_rotated_at', { withTimezone: true }),
    rememberMe: boolean('remember_me').notNull().default(false),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    tokenDate: timestamp('token_date', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when a sign-in elsewhere expired this session: its next call is told so once, then it goes. */
    expiredByLoginAt: timestamp('expired_by_login_at', { withTimezone: true }),
    /** The administrator at the keyboard of an impersonation session (the user is whom they act as); 0077. */
    realUserId: integer('real_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Every revoked or changed session series, in order. Each server instance reads the new rows every
 * couple of seconds to drop them from its session cache, so a revocation anywhere takes effect
 * everywhere within that window. Old rows are pruned.
 */
export const authSessionRevocations = pgTable(
  'auth_session_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    series: text('series').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_session_revocations_at_idx').on(t.revokedAt)],
);

/** Pre-registration keys: GET api/account/page/register?key pre-fills the form from these. */
export const registrationInvites = pgTable('registration_invites', {
  keyHash: text('key_hash').primaryKey(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  login: text('login'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
