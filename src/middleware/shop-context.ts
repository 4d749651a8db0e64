import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { Bindings } from '../env';
import { shopRefusal, UNREACHABLE_SHOP } from '../domain/store-health';
import { isLiveTenant, loadTenantCached, type LiveTenant, type Tenant } from '../data/shop/tenant-loader';
import { Refusal } from '../core/errors';
import { shopVersionOf } from './shop-version';
import { openShop, type Shop } from '../data/shop/shop-db';

/**
 * The shop of this request, loaded once: the first caller loads it (through the isolate memo, keyed by the
 * shop's cache version) and keeps it as `c.get('tenant')`; every later guard and handler of the request reads that.
 */
export async function shopOfRequest<E extends AppEnv>(
  c: Context<E>,
  storeId: string,
  requestPath = '',
): Promise<Tenant> {
  const known = c.get('tenant');
  if (known?.storeId === storeId) return known.requestPath === requestPath ? known : { ...known, requestPath };
  const tenant = await loadTenantCached(c.env, shopOf(c, storeId), requestPath, await shopVersionOf(c, storeId));
  c.set('tenant', tenant);
  return tenant;
}

export type { LiveTenant };

/** Any request's context (whichever routes' env it has): its bindings and its `shop` variable. */
interface ShopHolder {
  env: Pick<Bindings, 'SHOP'>;
  get(key: 'shop'): Shop | undefined;
  set(key: 'shop', value: Shop): void;
}

/**
 * The handle of the shop this request works on (its id, database and in-object calls), made once per request and
 * kept as `c.get('shop')`; repositories take it in place of a database and an id. A request that touches another
 * shop (the platform's directory, a webhook naming its shop) gets that shop's handle, and keeps the newest.
 */
export function shopOf(c: ShopHolder, storeId: string): Shop {
  const known = c.get('shop');
  if (known?.id === storeId) return known;
  const shop = openShop(c.env, storeId);
  c.set('shop', shop);
  return shop;
}

/**
 * shopOfRequest for a JSON call, refused with the one wording every API uses (shopRefusal: unknown 404,
 * unreachable 503, reported 403 when `refuseReported`). Throws a Refusal that the API's error handler answers.
 */
export async function liveShopOfRequest<E extends AppEnv>(
  c: Context<E>,
  storeId: string,
  opts: { refuseReported: boolean },
): Promise<LiveTenant> {
  const tenant = await shopOfRequest(c, storeId);
  const refused = shopRefusal(tenant.health, opts);
  if (refused) throw new Refusal(refused.http, refused.rsn, refused.code, refused.field);
  // a found shop always has its settings (loadTenant); one without them would be as unreachable as a failed lookup
  if (!isLiveTenant(tenant)) throw new Refusal(UNREACHABLE_SHOP.http, UNREACHABLE_SHOP.rsn, UNREACHABLE_SHOP.code);
  return tenant;
}
