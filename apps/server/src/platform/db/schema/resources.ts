import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { nodes } from './catalog.js';
import { learnerProducts, products } from './products.js';

/** A file kept by the storage layer (content-addressed: the key is derived from the bytes). */
export interface StoredFile {
  storageKey: string;
  fileName: string;
  mediaType: string;
  size: number;
}

export interface StoredCaptions extends StoredFile {
  srclang: string;
  label: string;
  kind: 'captions' | 'subtitles';
}

/** A resource of a learning component, imported from its course package (001 §3 Resource). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The learning component it belongs to. */
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** Stable key from the package: re-imports update in place, so views and bookmarks survive. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    copyright: text('copyright'),
    enableSave: boolean('enable_save').notNull().default(false),
    handbook: boolean('handbook').notNull().default(false),
    /** Sanitized HTML: HTML and NOTES as written, DOCUMENT and SPREADSHEET converted at import. */
    content: text('content'),
    file: jsonb('file').$type<StoredFile>(),
    captions: jsonb('captions').$type<StoredCaptions[]>().notNull().default([]),
    alt: text('alt'),
    /** LINK: the address; FORUM: the forum's key. */
    url: text('url'),
    /** KEY_POINTS resources: the KEY_POINTS node whose points they show. */
    keyPointsNodeId: integer('key_points_node_id').references(() => nodes.id, { onDelete: 'set null' }),
    /** Slide ids of the lesson where the resource is shown. */
    slideKeys: jsonb('slide_keys').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('resources_product_key_uq').on(t.productId, t.key), index('resources_node_idx').on(t.nodeId)],
);

/** First time a learner opened a resource ("reviewed"; a lesson completes only when all are). */
export const resourceViews = pgTable(
  'resource_views',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.resourceId] })],
);

/** A learner's bookmark: a resource, or (resource_id null) the key points of a learning component. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bookmarks_lp_resource_uq').on(t.learnerProductId, t.resourceId).where(sql`${t.resourceId} is not null`),
    uniqueIndex('bookmarks_lp_key_points_uq').on(t.learnerProductId, t.nodeId).where(sql`${t.resourceId} is null`),
  ],
);

/** The key points of a KEY_POINTS node (sanitized HTML strings, in order). */
export const keyPoints = pgTable('key_points', {
  nodeId: integer('node_id')
    .primaryKey()
    .references(() => nodes.id, { onDelete: 'cascade' }),
  points: jsonb('points').$type<string[]>().notNull(),
});

/** First time a learner opened a learning component's key points. */
export const keyPointViews = pgTable(
  'key_point_views',
  {
    learnerProductId: integer('learner_product_id')
      .notNull()
      .references(() => learnerProducts.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.learnerProductId, t.nodeId] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A product's glossary term. The *_norm columns hold the text lower-cased and without accents
 * (normalised in the import, so search behaves the same on PGlite and PostgreSQL without extensions);
 * the search vector ranks the term above its definition above its example.
 */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    word: text('word').notNull(),
    definition: text('definition').notNull(),
    example: text('example'),
    wordNorm: text('word_norm').notNull(),
    definitionNorm: text('definition_norm').notNull(),
    exampleNorm: text('example_norm').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', word_norm), 'A') || setweight(to_tsvector('english', definition_norm), 'B') || setweight(to_tsvector('english', example_norm), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('glossary_terms_product_word_uq').on(t.productId, t.wordNorm),
    index('glossary_terms_search_idx').using('gin', t.searchVector),
  ],
);

/** Site-asset files a package ships (or renders to PDF), served under the product's id. */
export const siteAssetFiles = pgTable(
  'site_asset_files',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    file: jsonb('file').$type<StoredFile>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileName] })],
);
