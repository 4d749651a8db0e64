import type { SignedInUser } from '../auth/user';
import type { LiveTenant, Tenant } from '../data/shop/tenant-loader';
import type { Shop } from '../data/shop/shop-db';
import type { Lang, LanguageAsk } from '../domain/i18n/languages';
import type { Bindings } from '../env';

/**
 * The request context the middleware builds (the site, the shop, the shopper, the language, the cache's answer) and
 * the routes read. The layers below see only src/env.ts's RequestEnv: the bindings and the request's id.
 */

/** How the request's host maps to shops: by path on the platform's hosts, or one shop per custom domain. */
type Site = { kind: 'platform' } | { kind: 'domain'; host: string; storeId: string };

export interface Variables {
  requestId: string;
  site: Site;
  /** The shop this request reads, once loaded (src/middleware/shop-context.ts); absent before, and off shop routes. */
  tenant?: Tenant;
  /** The handle of the request's shop, made once (shopOf, src/middleware/shop-context.ts). */
  shop?: Shop;
  logStoreId?: string;
  /** The signed-in shopper (src/middleware/auth.ts), null when anonymous. */
  user: SignedInUser | null;
  /** units in the visitor's bag, once read for this request (null: no bag cookie) */
  bagCount?: number | null;
  /** the shop's cache version, read once per request (src/middleware/shop-version.ts) */
  shopVersion?: Promise<number | null>;
  /** what the shopper asked for: ?lang=, the lang cookie, Accept-Language (src/middleware/language.ts) */
  languageAsk?: LanguageAsk;
  /** how the edge cache answered the page (src/middleware/page-cache.ts); unset when it had no say */
  cacheOutcome?: CacheOutcome;
  /** ms this request spent rendering its page, or waiting for another request's render of it (Server-Timing) */
  renderMs?: number;
  /** when the page being rendered changes by the clock alone (a coupon starts or ends): the edge cache keeps it no longer */
  pageChangesAt?: number;
  /** the page's language, once the shop is known (src/pages/store-gate.tsx) */
  lang?: Lang;
}

/** How the edge cache answered a page (Server-Timing and the access log say it). */
export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'coalesced';

/** Every route's context: the shop is not known yet (or there is none). */
export type AppEnv = { Bindings: Bindings; Variables: Variables };

/**
 * The context of the routes behind the shop gate (src/pages/store-gate.tsx) and of the shop API's guards that load
 * the shop first: the tenant is there, with its store.
 */
export type ShopEnv = { Bindings: Bindings; Variables: Omit<Variables, 'tenant'> & { tenant: LiveTenant } };
