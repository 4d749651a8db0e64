import { z } from '@hono/zod-openapi';
import { BAD_CURSOR_MESSAGE, decodeCursor, PAGE_LIMIT_MAX, type KeyPart } from '../domain/paging';

/**
 * The query fields every owner list takes (docs/owner-api.md "Paging"): `limit` (1-200) and the opaque `cursor`
 * a previous page's `next_cursor` gave, decoded here against the list's key shape so a bad one is a 400.
 */
export function pageQuery(shape: readonly KeyPart[], defaultLimit = 50) {
  return {
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PAGE_LIMIT_MAX)
      .default(defaultLimit)
      .openapi({ description: `Rows per page, 1-${PAGE_LIMIT_MAX} (default ${defaultLimit}).`, example: defaultLimit }),
    cursor: z
      .string()
      .max(1000)
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined || raw === '') return undefined;
        const key = decodeCursor(raw, shape);
        if (!key) ctx.addIssue({ code: 'custom', message: BAD_CURSOR_MESSAGE });
        return key ?? undefined;
      })
      .openapi({
        type: 'string',
        description: 'The `next_cursor` of the previous page; leave out for the first page.',
      }),
  };
}

export const nextCursor = {
  next_cursor: z
    .string()
    .nullable()
    .openapi({ description: 'Send as `cursor` for the next page; null on the last page.' }),
};
