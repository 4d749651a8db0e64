import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Bindings } from '../env';
import { DEV_KEY_PREFIX, isDevKey, parseBearer } from '../domain/owner/keys';
import { findOwnerKey } from '../data/owner-keys';
import { findShop } from '../data/directory';
import { demoKeysAllowed } from '../domain/dev-access';

/** The HttpOnly cookie that keeps the owner inbox signed in with the shop's owner key. */
export const ownerCookieName = (storeId: string): string => `owner_${storeId}`;

/**
 * The shop an owner key opens, or null. A demo key `dev_owner_{storeId}` opens its shop in development on a
 * loopback host only (src/domain/dev-access.ts); elsewhere it is just an unknown key.
 */
export async function shopOfOwnerKey(env: Bindings, key: string, requestUrl: string): Promise<string | null> {
  if (isDevKey(key)) {
    if (!demoKeysAllowed(env.ENVIRONMENT, new URL(requestUrl).hostname)) return null;
    const storeId = key.slice(DEV_KEY_PREFIX.length);
    return (await findShop(env.DB, storeId)) ? storeId : null;
  }
  return (await findOwnerKey(env.DB, key))?.storeId ?? null;
}

/** True when the request carries this shop's owner key (the Authorization header, or the inbox's cookie). */
export async function isShopOwner(c: Context<AppEnv>, storeId: string): Promise<boolean> {
  const bearer = parseBearer(c.req.header('Authorization'));
  const fromCookie = parseBearer(`Bearer ${getCookie(c, ownerCookieName(storeId)) ?? ''}`);
  const key = bearer.kind === 'key' ? bearer.key : fromCookie.kind === 'key' ? fromCookie.key : null;
  return key !== null && (await shopOfOwnerKey(c.env, key, c.req.url)) === storeId;
}
