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
  /** The request id ONDC's portal issued at registration, signed on /ondc-site-verification.html (docs/ondc.md). */
  ONDC_REQUEST_ID?: string;
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

/**
 * What every layer may know of a request's context: its bindings and its id (for the log). The rest of the context
 * (the shop, the shopper, the language...) is the middleware's: src/middleware/app-env.ts.
 */
export type RequestEnv = { Bindings: Bindings; Variables: { requestId: string } };
