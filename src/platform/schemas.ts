import { z } from '@hono/zod-openapi';
import { isValidStoreId } from '../domain/tenant';
import { isRouteWord } from '../domain/route-words';
import { isCleanText, isPhone, PHONE_PATTERN } from '../domain/shop-fields';
import type { ShopStatus } from '../data/platform/directory';

/** Request and reply schemas of the operator API; they are also its OpenAPI document. */

const ID_RULE = 'Use 1 to 64 characters: lower-case letters, digits, - and _, starting with a letter or digit';
const PHONE_RULE = 'Use 6 to 20 characters: digits, optionally starting with +';
const CLEAN_RULE = 'Remove control characters and broken Unicode characters';

/** Single-line text of at most `max` characters, with no control characters or broken Unicode. */
const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => isCleanText(v), { message: CLEAN_RULE });

const shopId = z
  .string()
  .refine(isValidStoreId, { message: ID_RULE })
  .refine((id) => !isRouteWord(id), {
    message: 'This word is a storefront route and cannot be a shop id; choose another',
  })
  .openapi({
    example: 'dilli-kirana',
    pattern: '^[a-z0-9][a-z0-9_-]{0,63}$',
    description: `${ID_RULE}. Storefront route words (bag, search, admin, platform, …) are refused.`,
  });

const NAME_RULE = 'Give the shop a name of 1 to 120 characters';
const shopName = z
  .string()
  .trim()
  .min(1, { message: NAME_RULE })
  .max(120, { message: NAME_RULE })
  .refine((v) => isCleanText(v), { message: CLEAN_RULE })
  .openapi({ example: 'Dilli Kirana', description: 'Trimmed; 1 to 120 characters' });
const phone = z
  .string()
  .refine(isPhone, { message: PHONE_RULE })
  .openapi({ example: '+919876543210', pattern: PHONE_PATTERN.source, description: PHONE_RULE });
const status = z.enum(['active', 'reported', 'suspended'] satisfies ShopStatus[]);

export const createShopBody = z
  .strictObject({ id: shopId, name: shopName, ownerPhone: phone.optional() })
  .openapi('CreateShop');

export const patchShopBody = z
  .strictObject({
    name: shopName.optional(),
    status: status.optional().openapi({
      description: 'active, reported (storefront shows the fraud notice) or suspended (incorrect-store screen)',
    }),
    IS_STORE_REPORTED: z
      .boolean()
      .optional()
      .openapi({ description: 'true sets status reported, false sets active; a status sent with it wins' }),
    REPORT_TEXT: z
      .string()
      .max(2000)
      .refine((v) => isCleanText(v, true), { message: CLEAN_RULE })
      .optional(),
    OWNER_NAME: line(120).optional(),
    VALIDATED_PHONE: z
      .union([z.literal(''), phone])
      .optional()
      .openapi({ description: `${PHONE_RULE}; '' for none` }),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' })
  .openapi('PatchShop');

const LIMIT_RULE = 'Use a whole number from 1 to 200';
export const listQuery = z.object({
  limit: z.coerce
    .number({ message: LIMIT_RULE })
    .int({ message: LIMIT_RULE })
    .min(1, { message: LIMIT_RULE })
    .max(200, { message: LIMIT_RULE })
    .default(50)
    .openapi({ description: 'Shops per page, 1 to 200 (default 50)' }),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Use the `next` value of the previous page' })
    .optional()
    .openapi({ description: 'The `next` value of the previous page' }),
});

export const idPathParam = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'dilli-kirana' }),
});

const shopOut = z
  .object({
    id: z.string(),
    name: z.string(),
    status,
    IS_STORE_REPORTED: z.boolean(),
    REPORT_TEXT: z.string(),
    OWNER_NAME: z.string(),
    VALIDATED_PHONE: z.string(),
    ownerPhone: z.string(),
    createdAt: z.number().int().openapi({ description: 'epoch milliseconds' }),
    updatedAt: z.number().int().openapi({ description: 'epoch milliseconds' }),
  })
  .openapi('PlatformShop');

export const createdOut = z
  .object({
    status: z.literal(1),
    shop: z.object({ id: z.string(), name: z.string(), status }),
    ownerKey: z.string().openapi({ description: "The shop's first owner key, shown only this once", example: 'sfo_…' }),
  })
  .openapi('ShopCreated');
export const shopReply = z.object({ status: z.literal(1), shop: shopOut }).openapi('ShopReply');
export const listReply = z
  .object({ status: z.literal(1), shops: z.array(shopOut), next: z.string().nullable() })
  .openapi('ShopList');

export const failureOut = z
  .object({ status: z.literal(0), rsn: z.string(), code: z.string(), field: z.string().optional() })
  .openapi('PlatformFailure');

export type CreateShopBody = z.output<typeof createShopBody>;
export type PatchShopBody = z.output<typeof patchShopBody>;
