import { z } from '@hono/zod-openapi';
import { paise } from '../../schemas/store';
import { OWNER_ID } from '../../domain/owner/formats';
import { patchSchemaOf } from '../../domain/owner/strict';
import type { TableSpec } from '../../data/owner-content';
import { imageLinkSchema } from './schemas/common';

/** Coupons (0002) and content (0003) as owner resources: table mapping plus request schemas. */

export interface Resource {
  /** path segment and OpenAPI tag */
  path: string;
  tag: string;
  noun: string;
  param: string;
  example: string;
  spec: TableSpec;
  /** POST body; also validates a record after a PATCH is merged into it */
  create: z.ZodType<Record<string, unknown>>;
  patch: z.ZodType<Record<string, unknown>>;
  normaliseKey?: (key: string) => string;
  description: string;
}

const ownerId = z.string().regex(OWNER_ID, 'Use letters, digits, - and _ (at most 64)');
const count = z.number().int().positive().nullable().default(null);
const epochMs = z.number().int().nonnegative().nullable().default(null);

const couponObject = z.strictObject({
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,20}$/, 'Use 3 to 20 letters, digits, - or _'),
  type: z.enum(['FLAT', 'PERCENT']),
  value: z.number().positive().openapi({ description: 'Paise for FLAT (integer), percent for PERCENT (at most 100)' }),
  description: z.string().trim().max(300).default(''),
  minCartValue: paise.nullable().default(null),
  maxDiscount: paise.nullable().default(null),
  validFrom: epochMs.openapi({ description: 'Epoch ms, inclusive' }),
  validTo: epochMs.openapi({ description: 'Epoch ms, inclusive' }),
  usageLimit: count,
  perUserLimit: count,
  isActive: z.boolean().default(true),
  isVisible: z.boolean().default(true).openapi({ description: 'false: works when typed but is not listed as an offer' }),
  position: z.number().int().default(0),
  I18N: z.strictObject({
    hi: z.strictObject({ description: z.string().trim().max(300) }).optional(),
    ta: z.strictObject({ description: z.string().trim().max(300) }).optional(),
  }).default({}).openapi({ description: 'The description in Hindi and Tamil, shown to shoppers reading the shop in that language' }),
});
type CouponShape = z.output<typeof couponObject>;
const couponCreate = couponObject.superRefine((c: CouponShape, ctx) => {
  if (c.type === 'PERCENT' && c.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  if (c.type === 'FLAT' && !Number.isInteger(c.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A FLAT value is whole paise' });
  if (c.validFrom !== null && c.validTo !== null && c.validTo < c.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo is before validFrom' });
});

const collectionObject = z.strictObject({ id: ownerId, name: z.string().trim().min(1).max(120), position: z.number().int().default(0) });
const blogObject = z.strictObject({
  id: ownerId,
  collectionId: ownerId,
  title: z.string().trim().min(1).max(200),
  body: z.string().max(100_000).default('').openapi({ description: 'Markdown (never HTML)' }),
  image: imageLinkSchema().default(''),
  publishedAt: z.union([z.iso.date(), z.iso.datetime()]).openapi({ description: 'ISO date or timestamp', example: '2026-10-20' }),
  isPublished: z.boolean().default(true),
});
const pageObject = z.strictObject({
  id: ownerId,
  title: z.string().trim().min(1).max(200),
  body: z.string().max(100_000).default('').openapi({ description: 'Markdown (never HTML)' }),
  isPublished: z.boolean().default(true),
});
const branchObject = z.strictObject({ id: ownerId, NAME: z.string().trim().min(1).max(120), position: z.number().int().default(0) });

const without = <T extends z.ZodRawShape>(o: z.ZodObject<T>, key: string) => Object.keys(o.shape).filter((k) => k !== key) as (keyof T & string)[];

export const RESOURCES: Resource[] = [
  {
    path: 'coupons', tag: 'Coupons', noun: 'coupon', param: 'code', example: 'FLAT50', normaliseKey: (k) => k.trim().toUpperCase(),
    description: 'Offers shoppers apply in the bag. Codes are matched case-insensitively (stored upper case). usedCount is read-only.',
    create: couponCreate.openapi('CouponCreate', { example: { code: 'DIWALI100', type: 'FLAT', value: 10000, description: '₹100 off above ₹999', minCartValue: 99900 } }),
    patch: patchSchemaOf(couponObject, without(couponObject, 'code')).openapi('CouponPatch', { example: { isActive: false } }),
    spec: {
      table: 'coupons', keyColumn: 'code', keyField: 'code', orderBy: 'position, code', readOnly: ['usedCount'],
      fields: {
        type: ['type', 'text'], value: ['value', 'real'], description: ['description', 'text'], minCartValue: ['min_cart_value', 'nullableInt'],
        maxDiscount: ['max_discount', 'nullableInt'], validFrom: ['valid_from', 'nullableInt'], validTo: ['valid_to', 'nullableInt'],
        usageLimit: ['usage_limit', 'nullableInt'], perUserLimit: ['per_user_limit', 'nullableInt'], isActive: ['is_active', 'bool'],
        isVisible: ['is_visible', 'bool'], position: ['position', 'int'], usedCount: ['used_count', 'int'], I18N: ['i18n', 'json'],
      },
    },
  },
  {
    path: 'blog-collections', tag: 'Blogs and pages', noun: 'blog collection', param: 'collectionId', example: 'recipes',
    description: 'Groups of blog posts. A collection with posts cannot be removed (409).',
    create: collectionObject.openapi('BlogCollectionCreate', { example: { id: 'recipes', name: 'Ghar ka khana' } }),
    patch: patchSchemaOf(collectionObject, without(collectionObject, 'id')).openapi('BlogCollectionPatch'),
    spec: {
      table: 'blog_collections', keyColumn: 'id', keyField: 'id', orderBy: 'position, name',
      fields: { name: ['name', 'text'], position: ['position', 'int'] }, dependents: { table: 'blogs', column: 'collection_id' },
    },
  },
  {
    path: 'blogs', tag: 'Blogs and pages', noun: 'blog post', param: 'blogId', example: 'diwali-sweets',
    description: 'Blog posts in markdown. collectionId must be one of the shop\'s collections. Unpublished posts are hidden from shoppers.',
    create: blogObject.openapi('BlogCreate', { example: { id: 'diwali-sweets', collectionId: 'recipes', title: 'Besan ladoo at home', body: '## You need\n- 2 cups besan', publishedAt: '2026-10-20' } }),
    patch: patchSchemaOf(blogObject, without(blogObject, 'id')).openapi('BlogPatch'),
    spec: {
      table: 'blogs', keyColumn: 'id', keyField: 'id', orderBy: 'published_at DESC, id', touch: 'updated_at', readOnly: ['updatedAt'],
      fields: {
        collectionId: ['collection_id', 'text'], title: ['title', 'text'], body: ['body', 'text'], image: ['image', 'text'],
        publishedAt: ['published_at', 'text'], isPublished: ['is_published', 'bool'], updatedAt: ['updated_at', 'int'],
      },
      reference: { field: 'collectionId', table: 'blog_collections', column: 'id' },
    },
  },
  {
    path: 'pages', tag: 'Blogs and pages', noun: 'page', param: 'pageId', example: 'shipping-policy',
    description: 'Custom pages in markdown, shown at /{storeId}/content/pages/{pageId}.',
    create: pageObject.openapi('PageCreate', { example: { id: 'shipping-policy', title: 'Shipping policy', body: 'We deliver within 5 km.' } }),
    patch: patchSchemaOf(pageObject, without(pageObject, 'id')).openapi('PagePatch'),
    spec: {
      table: 'custom_pages', keyColumn: 'id', keyField: 'id', orderBy: 'title', touch: 'updated_at', readOnly: ['updatedAt'],
      fields: { title: ['title', 'text'], body: ['body', 'text'], isPublished: ['is_published', 'bool'], updatedAt: ['updated_at', 'int'] },
    },
  },
  {
    path: 'branches', tag: 'Branches', noun: 'branch', param: 'branchId', example: 'lajpat-nagar',
    description: 'The shop\'s branches (id, NAME).',
    create: branchObject.openapi('BranchCreate', { example: { id: 'lajpat-nagar', NAME: 'Lajpat Nagar II' } }),
    patch: patchSchemaOf(branchObject, without(branchObject, 'id')).openapi('BranchPatch'),
    spec: { table: 'branches', keyColumn: 'id', keyField: 'id', orderBy: 'position, name', fields: { NAME: ['name', 'text'], position: ['position', 'int'] } },
  },
];
