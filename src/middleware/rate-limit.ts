import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { Bindings } from '../env';
import {
  addressLimitKey,
  clientAddressFrom,
  rateLimitedBody,
  RATE_LIMITS,
  retryAfterSeconds,
  type RateLimitName,
} from '../domain/rate-limits';
import { log } from '../core/log';
import type { Said } from '../domain/i18n/said';
import { speak } from '../render/i18n';
import { replyLanguageOf } from './language';

/**
 * Applies the limits of src/domain/rate-limits.ts with the Workers rate-limiting bindings. A missing binding
 * (an older config) or one that fails allows the call: a limit must never take the shop down.
 */

// Any router's Context (the account and order routers have Variables of their own); the bindings are ours.
type AnyContext = Context;
const bindingsOf = (c: AnyContext): Bindings => c.env as Bindings;

/** The client's address: `CF-Connecting-IP`, or 'local' without one (localhost). */
function clientAddress(c: AnyContext): string {
  return clientAddressFrom(c.req.header('CF-Connecting-IP'));
}

/** The key address-scoped limits count this request under, or null when it is not counted (domain addressLimitKey). */
export function addressKey(c: AnyContext): string | null {
  return addressLimitKey(clientAddress(c), bindingsOf(c).ENVIRONMENT);
}

/** True when this attempt is over the limit (and so must change nothing). Counts the attempt otherwise. */
export async function isOverLimit(env: Bindings, name: RateLimitName, key: string | null): Promise<boolean> {
  if (key === null) return false;
  const binding = env[RATE_LIMITS[name].binding] as RateLimit | undefined;
  if (!binding || typeof binding.limit !== 'function') return false;
  try {
    const { success } = await binding.limit({ key });
    return !success;
  } catch (err) {
    log('warn', 'rate limit unavailable', { limit: name, error: String(err) });
    return false;
  }
}

/** The `Retry-After` header of a refusal. */
export const retryAfterHeader = (name: RateLimitName): Record<string, string> => ({
  'Retry-After': String(retryAfterSeconds(name)),
});

/** The API's refusal: 429, `Retry-After`, `{status: 0, rsn, code: 'RATE_LIMITED'}`. */
function rateLimitedReply(c: AnyContext, name: RateLimitName): Response {
  // in the shopper's language once the shop is known (its languages bound the choice), else English
  const store = (c as Context<AppEnv>).var.tenant?.store;
  const inLanguage = store ? (s: Said) => speak(replyLanguageOf(c as Context<AppEnv>, store), s) : undefined;
  return c.json(rateLimitedBody(name, inLanguage), 429, {
    ...retryAfterHeader(name),
    'Cache-Control': 'private, no-store',
  });
}

/** Counts one attempt under `key`: the 429 reply when over the limit, else null (go on). */
export async function limitReply(c: AnyContext, name: RateLimitName, key: string | null): Promise<Response | null> {
  return (await isOverLimit(bindingsOf(c), name, key)) ? rateLimitedReply(c, name) : null;
}

/** Middleware form: `keyOf` names the counter (null: not counted). */
export function rateLimit(name: RateLimitName, keyOf: (c: AnyContext) => string | null): MiddlewareHandler {
  return createMiddleware(async (c, next) => (await limitReply(c, name, keyOf(c))) ?? next());
}
