import type { Tenant } from './data/tenant-loader';

export interface Bindings {
  DB: D1Database;
  KV: KVNamespace;
  ASSETS: Fetcher;
  /** one SQLite object per shop: its whole database (src/durable/shop-store.ts) */
  SHOP: DurableObjectNamespace<import('./durable/shop-store').ShopStore>;
  STORE_LIVE: DurableObjectNamespace<import('./durable/store-live').StoreLive>;
  /** owners' photos: normalised originals and variants, keyed by shop (src/data/photos/) */
  MEDIA: R2Bucket;
  /** Cloudflare Images: decode, rotate, resize, encode (locally Miniflare with sharp) */
  IMAGES: ImagesBinding;
  PLATFORM_HOSTS: string;
  ENVIRONMENT: string;
  /** 'off' drops the per-request log line (npm start's quiet mode); errors are always logged */
  ACCESS_LOG?: string;
  /** Firebase project whose ID tokens sign shoppers in (demo-storefront locally). */
  FIREBASE_PROJECT_ID: string;
  /** Web API key for the browser SDK (not a secret); unset with the emulator. */
  FIREBASE_API_KEY?: string;
  /** host:port of the Auth emulator; development only (refused in production). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /**
   * Workers rate-limiting bindings (wrangler.toml `[[ratelimits]]`; limits and keys in src/domain/rate-limits.ts).
   * Optional: a config without them allows every call.
   */
  RL_COUPON_BAG?: RateLimit;
  RL_COUPON_ADDRESS?: RateLimit;
  RL_SIGN_IN?: RateLimit;
  RL_ORDER?: RateLimit;
  RL_FEEDBACK?: RateLimit;
  RL_NEW_BAG?: RateLimit;
  RL_AGENT?: RateLimit;
  /** UPI payment providers' webhook secrets, JSON `{"provider": "secret"}` (a secret; src/api/payment-webhook.ts) */
  PAYMENT_WEBHOOK_SECRETS?: string;
  /**
   * The operator's VAPID key for telling owners of new orders (src/app/orders/owner-alerts.ts): the public key as
   * a raw P-256 point (base64url, 65 bytes), the private scalar `d` (base64url, a secret) and a contact subject.
   */
  OWNER_PUSH_PUBLIC_KEY?: string;
  OWNER_PUSH_PRIVATE_KEY?: string;
  OWNER_PUSH_SUBJECT?: string;
}

/** How the request's host maps to shops: by path on the platform's hosts, or one shop per custom domain. */
type Site = { kind: 'platform' } | { kind: 'domain'; host: string; storeId: string };

export interface Variables {
  requestId: string;
  site: Site;
  tenant: Tenant;
  logStoreId?: string;
  /** The signed-in shopper (src/middleware/auth.ts), null when anonymous. */
  user: import('./auth/user').SignedInUser | null;
  /** units in the visitor's bag, once read for this request (null: no bag cookie) */
  bagCount?: number | null;
  /** the shop's cache version, read once per request (src/middleware/shop-version.ts) */
  shopVersion?: Promise<number | null>;
  /** what the shopper asked for: ?lang=, the lang cookie, Accept-Language (src/middleware/language.ts) */
  languageAsk?: import('./domain/i18n/languages').LanguageAsk;
  /** the page's language, once the shop is known (src/pages/store-gate.tsx) */
  lang?: import('./domain/i18n/languages').Lang;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
