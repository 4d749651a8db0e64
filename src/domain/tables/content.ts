import { z } from 'zod';
import { OWNER_ID } from '../owner/formats';
import { imageLinkSchema } from '../owner/image-link';
import { defineTable } from './table';

/**
 * The shop's content tables (schema v1): blog collections, blog posts, custom pages and branches, each column
 * written once. The owner API's records (src/app/owner/content-specs.ts, src/data/owner-content.ts) and the
 * storefront's selects (src/data/content.ts) come from here. The key order is the API's field order;
 * `storefront: false` marks what shoppers' pages filter or sort by but do not show.
 */

const ownerId = z.string().regex(OWNER_ID, 'Use letters, digits, - and _ (at most 64)');
const markdown = () => z.string().max(100_000).default('').meta({ description: 'Markdown (never HTML)' });
const position = {
  column: 'position',
  sql: 'INTEGER NOT NULL DEFAULT 0',
  schema: z.number().int().default(0),
} as const;
/** set by the shop on every write (epoch ms) */
const updatedAt = {
  column: 'updated_at',
  sql: 'INTEGER NOT NULL DEFAULT 0',
  schema: z.number().int().default(0),
  readOnly: true,
} as const;
const published = {
  column: 'is_published',
  sql: 'INTEGER NOT NULL DEFAULT 1',
  schema: z.boolean().default(true),
  cell: 'bool',
  storefront: false,
} as const;
const id = { column: 'id', sql: 'TEXT NOT NULL', schema: ownerId, patch: false } as const;

export const BLOG_COLLECTIONS = defineTable('blog_collections', {
  id,
  name: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string().trim().min(1).max(120) },
  position,
});

export const BLOGS = defineTable('blogs', {
  id,
  /** one of the shop's blog collections */
  collectionId: { column: 'collection_id', sql: 'TEXT NOT NULL', schema: ownerId },
  title: { column: 'title', sql: 'TEXT NOT NULL', schema: z.string().trim().min(1).max(200) },
  body: { column: 'body', sql: "TEXT NOT NULL DEFAULT ''", schema: markdown() },
  image: { column: 'image', sql: "TEXT NOT NULL DEFAULT ''", schema: imageLinkSchema().default('') },
  publishedAt: {
    column: 'published_at',
    sql: 'TEXT NOT NULL',
    schema: z
      .union([z.iso.date(), z.iso.datetime()])
      .meta({ description: 'ISO date or timestamp', example: '2026-10-20' }),
  },
  isPublished: published,
  updatedAt,
});

export const CUSTOM_PAGES = defineTable('custom_pages', {
  id,
  title: { column: 'title', sql: 'TEXT NOT NULL', schema: z.string().trim().min(1).max(200) },
  body: { column: 'body', sql: "TEXT NOT NULL DEFAULT ''", schema: markdown() },
  isPublished: published,
  updatedAt,
});

export const BRANCHES = defineTable('branches', {
  id,
  NAME: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string().trim().min(1).max(120) },
  position: { ...position, storefront: false },
});
