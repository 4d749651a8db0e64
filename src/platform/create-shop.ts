import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { insertShop } from '../data/platform/directory';
import { provisionShopObject } from '../data/shop/shop-db';
import { createOwnerKey } from '../data/platform/owner-keys';
import { log } from '../core/log';
import { changed } from './platform-app';
import type { CreateShopBody } from './schemas';

/**
 * The directory row comes first: inserting it is what claims the id, so two creates racing for one id
 * never both reach (and name) the shop's database. If the rest fails, the id is released again so the
 * operator can simply retry.
 */
export async function createShop(c: Context<AppEnv>, body: CreateShopBody): Promise<Response> {
  const now = Date.now();
  const { id, name } = body;
  if (!(await insertShop(c.env.DB, { id, name, ownerPhone: body.ownerPhone ?? '', now }))) {
    return fail(c, 409, `The shop id "${id}" is taken. Choose another id.`, 'SHOP_TAKEN', 'id');
  }
  let ownerKey: string;
  try {
    await provisionShopObject(c.env, id, { name, now });
    ownerKey = await createOwnerKey(c.env.DB, id, 'first key (platform API)');
  } catch (err) {
    log('error', 'shop creation failed', { requestId: c.get('requestId'), storeId: id, error: String(err) });
    await releaseShopId(c.env.DB, id).catch(() => undefined);
    return fail(c, 503, 'The shop could not be created just now. Nothing was kept; please try again.', 'CREATE_FAILED');
  }
  return changed(c, id, 'shop created', { shop: { id, name, status: 'active' as const }, ownerKey }, 201);
}

// directory.ts has no delete (shops are never deleted); this only undoes a creation that did not finish.
async function releaseShopId(db: D1Database, id: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM owner_keys WHERE store_id = ?').bind(id),
    db.prepare('DELETE FROM shops WHERE id = ?').bind(id),
  ]);
}
