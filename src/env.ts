import type { LiveTenant, Tenant } from './data/tenant-loader';

/** The rate-limit bindings: a config without one allows every call, so the code treats each as optional. */
type RateLimitName =
  | 'RL_COUPON_BAG'
  | 'RL_COUPON_ADDRESS'
  | 'RL_SIGN_IN'
  | 'RL_ORDER'
  | 'RL_FEEDBACK'
  | 'RL_NEW_BAG'
  | 'RL_AGENT'
  | 'RL_OFFER_ALERTS'
  | 'RL_RESIZER';

/** What wrangler.toml cannot declare: secrets, and vars only some runs set. */
interface SecretsAndOptionalVars {
  /** 'off' drops the per-request log line (npm start's quiet mode); errors are always logged */
  ACCESS_LOG?: string;
  /** Web API key for the browser SDK (not a secret); unset with the emulator. */
  FIREBASE_API_KEY?: string;
  /** host:port of the Auth emulator; development only (refused in production). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** UPI payment providers' webhook secrets, JSON `{"provider": "secret"}` (a secret; src/api/payment-webhook.ts) */
  PAYMENT_WEBHOOK_SECRETS?: string;
  /**
   * The operator's VAPID key for telling owners of new orders (src/app/orders/owner-alerts.ts): the public key as
   * a raw P-256 point (base64url, 65 bytes), the private scalar `d` (base64url, a secret) and a contact subject.
   */
  OWNER_PUSH_PUBLIC_KEY?: string;
  OWNER_PUSH_PRIVATE_KEY?: string;
  OWNER_PUSH_SUBJECT?: string;
  /** The ONDC node's Ed25519 signing key, base64 (32-byte seed or 64-byte libsodium key); a secret (docs/ondc.md). */
  ONDC_SIGNING_PRIVATE_KEY?: string;
  /**
   * Signs the short-lived session pass that keeps a signed-in shopper signed in while D1 is down (src/auth/session-pass.ts);
   * a secret of at least 32 characters. Without it, outside development, no pass is issued.
   */
  SESSION_PASS_KEY?: string;
}

/**
 * The Worker's bindings. Everything wrangler.toml declares (D1, KV, the shop objects, R2, Images, rate limits,
 * vars) comes from `Env`, which `wrangler types` generates into worker-configuration.d.ts (`npm run types`;
 * `npm run check:types`, part of `npm test`, fails when it is older than wrangler.toml).
 */
export interface Bindings extends Omit<Env, RateLimitName>, Partial<Pick<Env, RateLimitName>>, SecretsAndOptionalVars {}

/** How the request's host maps to shops: by path on the platform's hosts, or one shop per custom domain. */
type Site = { kind: 'platform' } | { kind: 'domain'; host: string; storeId: string };

export interface Variables {
  requestId: string;
  site: Site;
  /** The shop this request reads, once loaded (src/middleware/shop-context.ts); absent before, and off shop routes. */
  tenant?: Tenant;
  /** The handle of the request's shop, made once (shopOf, src/middleware/shop-context.ts). */
  shop?: import('./data/shop-db').Shop;
  logStoreId?: string;
  /** The signed-in shopper (src/middleware/auth.ts), null when anonymous. */
  user: import('./auth/user').SignedInUser | null;
  /** units in the visitor's bag, once read for this request (null: no bag cookie) */
  bagCount?: number | null;
  /** the shop's cache version, read once per request (src/middleware/shop-version.ts) */
  shopVersion?: Promise<number | null>;
  /** what the shopper asked for: ?lang=, the lang cookie, Accept-Language (src/middleware/language.ts) */
  languageAsk?: import('./domain/i18n/languages').LanguageAsk;
  /** how the edge cache answered the page (src/middleware/page-cache.ts); unset when it had no say */
  cacheOutcome?: CacheOutcome;
  /** ms this request spent rendering its page, or waiting for another request's render of it (Server-Timing) */
  renderMs?: number;
  /** when the page being rendered changes by the clock alone (a coupon starts or ends): the edge cache keeps it no longer */
  pageChangesAt?: number;
  /** the page's language, once the shop is known (src/pages/store-gate.tsx) */
  lang?: import('./domain/i18n/languages').Lang;
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
