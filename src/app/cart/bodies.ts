/**
 * Request bodies of the cart calls. Every body may carry `sid` and `store_configs` (accepted and
 * ignored: the shop's rules come from D1) and, for addProductToCart, the item's own fields such as
 * PRICE (ignored too: only ids and choices are read). Quantities are checked by the domain's
 * validateQuantity so every call answers the same sentences.
 */
import { z } from 'zod';

const id = (what: string) =>
  z
    .string({ error: `Please send ${what} as text.` })
    .trim()
    .min(1, `Please send ${what}.`)
    .max(200, `That ${what} is too long.`);

const optionalText = (what: string, max: number) =>
  z
    .union([z.string({ error: `Please send ${what} as text.` }).max(max, `That ${what} is too long.`), z.null()])
    .optional();

export const emptyBody = z.object({});

export const addProductBody = z.object({
  item: z.object(
    {
      ID: id('the item id'),
      selectedSize: optionalText('size', 40),
      selectedColor: optionalText('colour', 60),
      variantKey: optionalText('option', 40),
      selectedQuantity: z.unknown().optional(),
    },
    { error: 'Please send the item to add.' },
  ),
});

export const updateCartBody = z.object({
  product_id_in_cart: id('the bag line'),
  product_id: id('the item id').optional(),
  product_qty: z.unknown(),
  cat_id: z.unknown().optional(),
});

export const removeItemBody = z.object({ product_id_in_cart: id('the bag line') });

export const couponBody = z.object({
  coupon_id: z
    .string({ error: 'Please type a coupon code.' })
    .trim()
    .min(1, 'Please type a coupon code.')
    .max(40, 'That coupon code is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Coupon codes have only letters, digits, - and _.'),
});

export const mergeBody = z.object({
  mergeRequired: z.boolean({ error: 'mergeRequired must be true or false.' }).optional(),
});

const addressValue = z.union(
  [
    z.string().max(500, 'That address is too long.'),
    z
      .record(z.string().max(40), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
      .refine((o) => Object.keys(o).length <= 20, 'That address has too many fields.'),
  ],
  { error: 'Please send the address as text or as an object of fields.' },
);

export const userDataBody = z
  .object({
    address: addressValue.optional(),
    name: z.string({ error: 'Please send the name as text.' }).trim().max(120, 'That name is too long.').optional(),
    distance: z
      .number({ error: 'Please send the distance in km as a number.' })
      .finite()
      .min(0, 'The distance cannot be negative.')
      .max(20000, 'That distance is too far.')
      .optional(),
  })
  .refine(
    (b) => b.address !== undefined || b.name !== undefined || b.distance !== undefined,
    'Please send an address, a name or a distance.',
  );

export const addManualBody = z.object({
  manual_item: z.object(
    {
      id: z
        .union([z.string().regex(/^\d{1,16}$/), z.number().int().nonnegative()], {
          error: 'That manual item id is not valid.',
        })
        .optional(),
      name: z.string({ error: 'Please type what you need.' }).max(500, 'That name is too long.'),
      quantity: z.unknown().optional(),
      image: z.union([z.string().max(500, 'That photo link is too long.'), z.null()]).optional(),
    },
    { error: 'Please send the manual item.' },
  ),
});

export const removeManualBody = z.object({
  manual_item_id: z.union([z.string().regex(/^\d{1,16}$/), z.number().int().nonnegative()], {
    error: 'That manual item id is not valid.',
  }),
  is_manual_image: z.boolean().optional(),
});

export const removeDeactivatedBody = z.object({
  products_to_remove: z
    .array(id('the bag line'), { error: 'products_to_remove must be a list of bag lines.' })
    .max(100)
    .optional(),
});

/** The first problem of a failed parse, as a sentence and the field it is about. */
export function firstIssue(error: z.ZodError): { rsn: string; field: string } {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const rsn =
    issue?.message && !issue.message.startsWith('Invalid') ? issue.message : `Please check ${field || 'the request'}.`;
  return { rsn, field };
}
