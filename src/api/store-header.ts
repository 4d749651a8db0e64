import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isValidStoreId } from '../domain/tenant';
import { fail } from '../core/reply';

/**
 * The shop an API call is for: the storeID header, which on a custom domain must be that domain's shop.
 * Returns the id, or a failure reply to send as it is.
 */
export function storeIdFromHeader(c: Context<AppEnv>): { storeId: string } | { reply: Response } {
  const raw = c.req.header('storeID') ?? '';
  if (!raw) return { reply: fail(c, 400, 'Please tell us which shop this is for (storeID header).', 'STORE_ID_MISSING', 'storeID') };
  if (!isValidStoreId(raw)) return { reply: fail(c, 400, 'That shop id is not valid.', 'STORE_ID_INVALID', 'storeID') };
  const site = c.var.site;
  if (site.kind === 'domain' && site.storeId !== raw) {
    return { reply: fail(c, 404, 'This shop does not exist.', 'STORE_NOT_FOUND', 'storeID') };
  }
  c.set('logStoreId', raw);
  return { storeId: raw };
}
