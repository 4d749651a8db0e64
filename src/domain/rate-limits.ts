/**
 * Rate limits on the calls worth abusing: guessing coupons, swapping sign-in tokens, flooding orders and
 * feedback, minting bags, and scraping a shop through its agent surfaces. Each limit is one Workers
 * rate-limiting binding (`[[ratelimits]]` in wrangler.toml, repeated under `[env.production]`): the binding
 * name, `simple.limit` and `simple.period` there must match the numbers here (test/worker/rate-limits.suite.ts
 * checks it). The counters are per Cloudflare location and approximate; the limits sit far above what a real
 * shopper does, so only scripts meet them.
 *
 * Over a limit the call answers HTTP 429 with `Retry-After: {period}` and
 * `{status: 0, rsn, code: 'RATE_LIMITED'}`, and changes nothing (src/middleware/rate-limit.ts).
 * Pure: no bindings here.
 */

/** The Workers rate-limit API accepts only these windows (seconds). */
type RatePeriod = 10 | 60;

/** Whose attempts share one counter. */
type RateScope = 'bag' | 'address' | 'shopper';

import type { MessageId } from './i18n/messages/en';
import { said, type Said } from './i18n/said';

export interface RateRule {
  /** the binding's name in wrangler.toml and Bindings (src/env.ts) */
  binding: string;
  /** attempts allowed per period and key */
  limit: number;
  period: RatePeriod;
  scope: RateScope;
  /** the sentence the shopper reads when refused */
  rsn: string;
  /** the same sentence as a message id, for the shopper's language (agents' limits stay in English) */
  say?: MessageId;
}

export const RATE_LIMITS = {
  /** addCouponToCart on one bag (key `{storeId}:{sid}`): a shopper types a handful of codes, a script guesses thousands. */
  couponPerBag: {
    binding: 'RL_COUPON_BAG',
    limit: 10,
    period: 60,
    scope: 'bag',
    rsn: 'Too many coupon tries on this bag. Please wait a minute and try again.',
    say: 'problem.rate.couponPerBag',
  },
  /** addCouponToCart from one client address across bags (a guesser simply takes new bags). */
  couponPerAddress: {
    binding: 'RL_COUPON_ADDRESS',
    limit: 30,
    period: 60,
    scope: 'address',
    rsn: 'Too many coupon tries from your network. Please wait a minute and try again.',
    say: 'problem.rate.couponPerAddress',
  },
  /** POST /api/v2/auth/session (ID token -> session) from one client address. */
  signInPerAddress: {
    binding: 'RL_SIGN_IN',
    limit: 10,
    period: 60,
    scope: 'address',
    rsn: 'Too many sign-in attempts from your network. Please wait a minute and try again.',
    say: 'problem.rate.signIn',
  },
  /**
   * Order placement (POST /api/v2/orders/place and the no-JavaScript checkout form) by one shopper (uid).
   * 30 rather than 10: a double-tapping client may retry one idempotent placement many times at once
   * (test/worker/orders-concurrency.suite.ts sends 20 in parallel), and those retries count too.
   */
  orderPerShopper: {
    binding: 'RL_ORDER',
    limit: 30,
    period: 60,
    scope: 'shopper',
    rsn: 'You are placing orders too quickly. Please wait a minute and try again.',
    say: 'problem.rate.order',
  },
  /** Questions, reviews and product requests (POST /api/v2/account/{questions,reviews,suggestions}) by one shopper. */
  feedbackPerShopper: {
    binding: 'RL_FEEDBACK',
    limit: 20,
    period: 60,
    scope: 'shopper',
    rsn: 'You are sending questions and reviews too quickly. Please wait a minute and try again.',
  },
  /** New bag sessions (getCartSessionID, or any cart call without a session) from one client address. */
  newBagPerAddress: {
    binding: 'RL_NEW_BAG',
    limit: 60,
    period: 60,
    scope: 'address',
    rsn: 'Too many new bags from your network. Please wait a minute and try again.',
    say: 'problem.rate.newBag',
  },
  /**
   * Requests to a shop's agent surfaces (Markdown pages, llms.txt, feeds, MCP) from one client address, counted per
   * shop (key `{storeId}:{address}`). An agent
   * answering one question makes a few dozen calls; a scraper makes thousands.
   */
  agentPerAddress: {
    binding: 'RL_AGENT',
    limit: 120,
    period: 60,
    scope: 'address',
    rsn: "Too many requests from your network to this shop's agent pages. Please wait a minute and try again.",
  },
  /**
   * Offer-alert subscriptions (POST /api/v2/plugins/push/subscribe) from one client address to one shop (key
   * `{storeId}:{address}`): a browser subscribes once; each call may write a row.
   */
  offerAlertsPerAddress: {
    binding: 'RL_OFFER_ALERTS',
    limit: 10,
    period: 60,
    scope: 'address',
    rsn: 'Too many alert subscriptions from your network. Please wait a minute and try again.',
  },
  /**
   * GET /api/v1/resizer for another host's image, from one client address: a page asks for a few dozen images;
   * a script buying transformations asks for thousands (#40 item 2).
   */
  resizerPerAddress: {
    binding: 'RL_RESIZER',
    limit: 120,
    period: 60,
    scope: 'address',
    rsn: 'Too many image requests from your network. Please wait a minute and try again.',
  },
} as const satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMITED = 'RATE_LIMITED';

/**
 * The address of a request from this machine: no `CF-Connecting-IP` at all (the worker tests call the app
 * directly) or a loopback one (Miniflare, under `npm start`, the benches and the browser tests, sets the header to
 * the socket's 127.0.0.1 or ::1). Behind Cloudflare neither happens.
 */
const LOCAL_ADDRESS = 'local';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|0:0:0:0:0:0:0:1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/** The client's address from the `CF-Connecting-IP` header Cloudflare sets; LOCAL_ADDRESS when absent or loopback. */
export function clientAddressFrom(header: string | null | undefined): string {
  const ip = (header ?? '').trim();
  return ip && !LOOPBACK.test(ip) ? ip.slice(0, 64) : LOCAL_ADDRESS;
}

/**
 * The key an address-scoped limit counts under, or null for "not counted". Behind Cloudflare every request
 * has an address. LOCAL_ADDRESS outside production is the developer's own machine (npm start, the worker tests and
 * benches, which make hundreds of sign-ins and bags a minute): one shared counter would refuse their own work, so
 * it is not counted there. In production a request without an address still counts, as LOCAL_ADDRESS.
 */
export function addressLimitKey(address: string, environment: string | undefined): string | null {
  return address === LOCAL_ADDRESS && environment !== 'production' ? null : address;
}

/** The key of a per-bag limit: bag ids are per shop. */
export const bagLimitKey = (storeId: string, sid: string): string => `${storeId}:${sid}`;

/** What the refusal says (the body of the 429). */
export function rateLimitedBody(
  name: RateLimitName,
  inLanguage?: (s: Said) => string,
): { status: 0; rsn: string; code: typeof RATE_LIMITED } {
  const rule: RateRule = RATE_LIMITS[name];
  return { status: 0, rsn: rule.say && inLanguage ? inLanguage(said(rule.say)) : rule.rsn, code: RATE_LIMITED };
}

/** `Retry-After` in seconds: the whole period (a fixed window may reopen sooner). */
export const retryAfterSeconds = (name: RateLimitName): number => RATE_LIMITS[name].period;
