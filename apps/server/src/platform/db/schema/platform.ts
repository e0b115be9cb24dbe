import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the platform sends, kept for the admin e-mail views and resends. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    cc: text('cc'),
    bcc: text('bcc'),
    htmlText: text('html_text').notNull(),
    plainText: text('plain_text').notNull(),
    sentDate: timestamp('sent_date', { withTimezone: true }).notNull(),
    delivered: boolean('delivered').notNull().default(false),
    deliveryError: text('delivery_error'),
    /** True when secrets (keys, codes) were delivered but stored as [redacted] (decision 0052). */
    redacted: boolean('redacted').notNull().default(false),
    /** The sender that can re-issue this message, and its non-secret parameters (resend re-issues). */
    template: text('template'),
    templateParams: jsonb('template_params').$type<Record<string, string | number>>(),
  },
  (t) => [index('email_messages_to_idx').on(t.toAddress), index('email_messages_sent_idx').on(t.sentDate)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    principal: text('principal').notNull(),
    type: text('type').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
  },
  (t) => [index('audit_events_ts_idx').on(t.timestamp)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});
