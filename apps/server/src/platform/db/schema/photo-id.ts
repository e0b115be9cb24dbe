import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { learnerProducts } from './products.js';

/**
 * Photo ID uploads (002 §3, §5; decision 0094): one row per signed upload form issued; `confirmedAt` is set once
 * the server has read the stored file and found a PNG or JPEG within the limit.
 */
export const idPhotos = pgTable(
  'id_photos',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    idPhotoType: text('id_photo_type').notNull(),
    mimeType: text('mime_type').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sizeBytes: integer('size_bytes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Set at confirm (decision 0108): the checked image is copied, create-only, to a content-addressed key outside the
     * prefix any upload form was signed for, and its SHA-256 (hex) recorded; the upload key is deleted.
     */
    evidenceKey: text('evidence_key'),
    sha256: text('sha256'),
  },
  (t) => [uniqueIndex('id_photos_key_uq').on(t.storageKey), index('id_photos_lp_idx').on(t.learnerProductId)],
);
