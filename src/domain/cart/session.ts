/**
 * Cart session rules (spec 3, 4 and 9). A session id is 32 lower-case hex characters from a
 * cryptographic random source; the cookie `{storeId}_cartSessionId` lives 172800 s (2 days) and the
 * session expires after 2 days without use (sliding). refreshCartForChanges runs at most once per
 * 180000 ms per shop and session.
 */

export const CART_COOKIE_MAX_AGE_S = 172_800;
export const CART_SESSION_TTL_MS = CART_COOKIE_MAX_AGE_S * 1000;
export const CART_REFRESH_THROTTLE_MS = 180_000;

const SESSION_ID = /^[0-9a-f]{32}$/;

/** The cookie that carries a shop's cart session id. */
export function cartCookieName(storeId: string): string {
  return `${storeId}_cartSessionId`;
}

/**
 * The cookie that carries the units in that bag, for the badge of pages served from the edge cache: written with
 * every cart reply and whenever a page reads the bag itself, so a shared page needs no trip to the bag. It only
 * ever shows the browser's own count back to it, so a stale or edited value costs nothing but a wrong badge.
 */
export function bagUnitsCookieName(storeId: string): string {
  return `${storeId}_bagUnits`;
}

/** The units a bagUnits cookie says, or null when it says nothing usable. */
export function parseBagUnits(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/** True for ids `newSessionId` could have made; anything else is malformed (reply 406). */
export function isValidSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/** A fresh, unguessable session id (128 random bits as hex). */
export function newSessionId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The token of a link that hands an agent's bag to the shopper (MCP start_checkout): 32 bytes, hex. */
export function newClaimToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const isClaimToken = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** A session unused for longer than the cookie lives is gone. */
export function isSessionExpired(touchedAt: number, now: number): boolean {
  return now - touchedAt > CART_SESSION_TTL_MS;
}

/** Milliseconds until refreshCartForChanges may run again; 0 when it may run now. */
export function refreshWaitMs(lastRefreshAt: number | null, now: number): number {
  if (lastRefreshAt === null || !Number.isFinite(lastRefreshAt) || lastRefreshAt > now) return 0;
  return Math.max(0, CART_REFRESH_THROTTLE_MS - (now - lastRefreshAt));
}
