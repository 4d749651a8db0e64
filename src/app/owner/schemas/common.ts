import { z } from '@hono/zod-openapi';
import { isSafeLink } from '../../../domain/owner/formats';

/** Pieces shared by the owner API's request and reply schemas. */

export const failureSchema = z
  .object({
    status: z.literal(0),
    rsn: z.string().openapi({ example: 'STORE_NAME: Too big: expected string to have <=120 characters.' }),
    code: z.string().openapi({ example: 'INVALID' }),
    field: z.string().optional().openapi({ example: 'STORE_NAME' }),
  })
  .openapi('Failure');

/** Every success reply has status 1 plus the named payload. */
export function okSchema<S extends z.ZodRawShape>(name: string, shape: S) {
  return z.object({ status: z.literal(1), ...shape }).openapi(name);
}

export const idParam = (name: string, example: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
    .openapi({ param: { name, in: 'path' }, example });

/** A link the storefront may place in an href/src: `/path` on the site or an http(s) URL; '' for none. */
export const linkSchema = (max = 500) =>
  z
    .string()
    .max(max)
    .refine((v) => v === '' || isSafeLink(v), { message: 'Use a path starting with / or an http(s):// URL' });

/** An image the storefront shows (the rule lives beside the table descriptors that use it). */
export { imageLinkSchema } from '../../../domain/owner/image-link';

/**
 * Names a shared schema as an OpenAPI component. `.openapi` exists only on schemas built after
 * @hono/zod-openapi extended zod, and the shared schemas in src/domain/tables may be built before; a clone is built now.
 */
export function named<T extends z.ZodType>(schema: T, name: string): T {
  return (schema.clone() as T).openapi(name) as T;
}

export const removedReply = okSchema('Removed', { removed: z.string() });
