import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Bindings, RequestEnv } from '../env';
import { DEV_KEY_PREFIX, isDevKey, parseBearer } from '../domain/owner/keys';
import { findOwnerKey } from '../data/platform/owner-keys';
import { findShop } from '../data/platform/directory';
import { demoKeysAllowed } from '../domain/dev-access';
import type { KeyRole } from '../domain/owner/roles';

/** The HttpOnly cookie that keeps the owner inbox signed in with the shop's owner key. */
export const ownerCookieName = (storeId: string): string => `owner_${storeId}`;

/**
 * The shop an owner key opens, or null. A demo key `dev_owner_{storeId}` opens its shop in development on a
 * loopback host only (src/domain/dev-access.ts); elsewhere it is just an unknown key.
 */
export async function shopOfOwnerKey(env: Bindings, key: string, requestUrl: string): Promise<string | null> {
  return (await ownerKeyAccess(env, key, requestUrl))?.storeId ?? null;
}

/** The shop a key opens and its role (`owner`: everything; `orders`: orders only); null for an unknown key. */
export async function ownerKeyAccess(
  env: Bindings,
  key: string,
  requestUrl: string,
): Promise<{ storeId: string; role: KeyRole } | null> {
  if (isDevKey(key)) {
    if (!demoKeysAllowed(env.ENVIRONMENT, new URL(requestUrl).hostname)) return null;
    const storeId = key.slice(DEV_KEY_PREFIX.length);
    return (await findShop(env.DB, storeId)) ? { storeId, role: 'owner' } : null;
  }
  const found = await findOwnerKey(env.DB, key);
  return found ? { storeId: found.storeId, role: found.role } : null;
}

/** The role of this shop's key the request carries (the Authorization header, or the inbox's cookie); null: none. */
export async function shopKeyRole<E extends RequestEnv>(c: Context<E>, storeId: string): Promise<KeyRole | null> {
  const bearer = parseBearer(c.req.header('Authorization'));
  const fromCookie = parseBearer(`Bearer ${getCookie(c, ownerCookieName(storeId)) ?? ''}`);
  const key = bearer.kind === 'key' ? bearer.key : fromCookie.kind === 'key' ? fromCookie.key : null;
  const access = key === null ? null : await ownerKeyAccess(c.env, key, c.req.url);
  return access?.storeId === storeId ? access.role : null;
}

/** True when the request carries this shop's OWNER key: everything but orders needs it (staff keys are refused). */
export async function isShopOwner<E extends RequestEnv>(c: Context<E>, storeId: string): Promise<boolean> {
  return (await shopKeyRole(c, storeId)) === 'owner';
}

/** True when the request carries any key of this shop: the owner's, or a staff key that reads and moves orders. */
export async function canHandleOrders<E extends RequestEnv>(c: Context<E>, storeId: string): Promise<boolean> {
  return (await shopKeyRole(c, storeId)) !== null;
}
