import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { isValidStoreId } from '../domain/tenant';
import { Refusal } from '../core/errors';

/**
 * The shop an API call is for: the storeID header, which on a custom domain must be that domain's shop.
 * Refuses (400 missing or malformed, 404 another domain's shop) by throwing, answered by the API's error handler.
 */
export function shopOfHeader<E extends AppEnv>(c: Context<E>): { storeId: string } {
  const raw = c.req.header('storeID') ?? '';
  if (!raw)
    throw new Refusal(400, 'Please tell us which shop this is for (storeID header).', 'STORE_ID_MISSING', 'storeID');
  if (!isValidStoreId(raw)) throw new Refusal(400, 'That shop id is not valid.', 'STORE_ID_INVALID', 'storeID');
  const site = c.get('site');
  if (site.kind === 'domain' && site.storeId !== raw)
    throw new Refusal(404, 'This shop does not exist.', 'STORE_NOT_FOUND', 'storeID');
  c.set('logStoreId', raw);
  return { storeId: raw };
}
