import { z } from '@hono/zod-openapi';
import { patchSchemaOf } from '../../domain/owner/strict';
import { recordSpec, type RecordSpec } from '../../data/shop/owner-content';
import { COUPONS } from '../../domain/tables/coupons';
import { BLOG_COLLECTIONS, BLOGS, BRANCHES, CUSTOM_PAGES } from '../../domain/tables/content';
import { writableShape } from '../../domain/tables/records';

/** Coupons and content as owner resources: each table's descriptor (src/domain/tables) plus the request schemas built from it. */

export interface Resource {
  /** path segment and OpenAPI tag */
  path: string;
  tag: string;
  noun: string;
  param: string;
  example: string;
  spec: RecordSpec;
  /** POST body; also validates a record after a PATCH is merged into it */
  create: z.ZodType<Record<string, unknown>>;
  patch: z.ZodType<Record<string, unknown>>;
  normaliseKey?: (key: string) => string;
  description: string;
}

const couponObject = z.strictObject(writableShape(COUPONS));
type CouponShape = z.output<typeof couponObject>;
const couponCreate = couponObject.superRefine((c: CouponShape, ctx) => {
  if (c.type === 'PERCENT' && c.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  if (c.type === 'FLAT' && !Number.isInteger(c.value))
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A FLAT value is whole paise' });
  if (c.validFrom !== null && c.validTo !== null && c.validTo < c.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo is before validFrom' });
});

const collectionObject = z.strictObject(writableShape(BLOG_COLLECTIONS));
const blogObject = z.strictObject(writableShape(BLOGS));
const pageObject = z.strictObject(writableShape(CUSTOM_PAGES));
const branchObject = z.strictObject(writableShape(BRANCHES));

const without = <T extends z.ZodRawShape>(o: z.ZodObject<T>, key: string) =>
  Object.keys(o.shape).filter((k) => k !== key) as (keyof T & string)[];

export const RESOURCES: Resource[] = [
  {
    path: 'coupons',
    tag: 'Coupons',
    noun: 'coupon',
    param: 'code',
    example: 'FLAT50',
    normaliseKey: (k) => k.trim().toUpperCase(),
    description:
      'Offers shoppers apply in the bag. Codes are matched case-insensitively (stored upper case). usedCount is read-only.',
    create: couponCreate.openapi('CouponCreate', {
      example: {
        code: 'DIWALI100',
        type: 'FLAT',
        value: 10000,
        description: '₹100 off above ₹999',
        minCartValue: 99900,
      },
    }),
    patch: patchSchemaOf(couponObject, without(couponObject, 'code')).openapi('CouponPatch', {
      example: { isActive: false },
    }),
    spec: recordSpec(COUPONS, { keyField: 'code', orderBy: 'position, code' }),
  },
  {
    path: 'blog-collections',
    tag: 'Blogs and pages',
    noun: 'blog collection',
    param: 'collectionId',
    example: 'recipes',
    description: 'Groups of blog posts. A collection with posts cannot be removed (409).',
    create: collectionObject.openapi('BlogCollectionCreate', { example: { id: 'recipes', name: 'Ghar ka khana' } }),
    patch: patchSchemaOf(collectionObject, without(collectionObject, 'id')).openapi('BlogCollectionPatch'),
    spec: recordSpec(BLOG_COLLECTIONS, {
      keyField: 'id',
      orderBy: 'position, name',
      dependents: { table: BLOGS.name, column: BLOGS.columnOf.collectionId },
    }),
  },
  {
    path: 'blogs',
    tag: 'Blogs and pages',
    noun: 'blog post',
    param: 'blogId',
    example: 'diwali-sweets',
    description:
      "Blog posts in markdown. collectionId must be one of the shop's collections. Unpublished posts are hidden from shoppers.",
    create: blogObject.openapi('BlogCreate', {
      example: {
        id: 'diwali-sweets',
        collectionId: 'recipes',
        title: 'Besan ladoo at home',
        body: '## You need\n- 2 cups besan',
        publishedAt: '2026-10-20',
      },
    }),
    patch: patchSchemaOf(blogObject, without(blogObject, 'id')).openapi('BlogPatch'),
    spec: recordSpec(BLOGS, {
      keyField: 'id',
      orderBy: 'published_at DESC, id',
      touch: 'updatedAt',
      reference: { field: 'collectionId', table: BLOG_COLLECTIONS.name, column: BLOG_COLLECTIONS.columnOf.id },
    }),
  },
  {
    path: 'pages',
    tag: 'Blogs and pages',
    noun: 'page',
    param: 'pageId',
    example: 'shipping-policy',
    description: 'Custom pages in markdown, shown at /{storeId}/content/pages/{pageId}.',
    create: pageObject.openapi('PageCreate', {
      example: { id: 'shipping-policy', title: 'Shipping policy', body: 'We deliver within 5 km.' },
    }),
    patch: patchSchemaOf(pageObject, without(pageObject, 'id')).openapi('PagePatch'),
    spec: recordSpec(CUSTOM_PAGES, { keyField: 'id', orderBy: 'title', touch: 'updatedAt' }),
  },
  {
    path: 'branches',
    tag: 'Branches',
    noun: 'branch',
    param: 'branchId',
    example: 'lajpat-nagar',
    description: "The shop's branches (id, NAME).",
    create: branchObject.openapi('BranchCreate', { example: { id: 'lajpat-nagar', NAME: 'Lajpat Nagar II' } }),
    patch: patchSchemaOf(branchObject, without(branchObject, 'id')).openapi('BranchPatch'),
    spec: recordSpec(BRANCHES, { keyField: 'id', orderBy: 'position, name' }),
  },
];
